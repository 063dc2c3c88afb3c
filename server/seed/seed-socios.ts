/**
 * Realistic, deterministic sample members for development and load tests
 * (`npm run cli -- seed --members N`). Same seed and same starting database → same data.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { grupos, personas, responsables, socios, sociosHistorial } from '../db/schema.ts'
import { dayOf, isoOf } from './seed-dates.ts'
import { planSocios, type Plan, type PersonaRow } from './seed-plan.ts'

export const DEFAULT_SEED = 6300
export const DEFAULT_TODAY = '2026-11-01'

export type SeedResult = { personas: number; socios: number; grupos: number }

const BATCH = 500

/**
 * Inserts `count` realistic members (personas, socios, history, family groups and the
 * guardians of minors). Works on a database that already has personas: DNIs in use are skipped,
 * and so are the names of the groups already there.
 */
export async function seedSocios(
  db: Db,
  count: number,
  options: { seed?: number; today?: string } = {},
): Promise<SeedResult> {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError('La cantidad de socios debe ser un entero no negativo')
  }
  const seed = options.seed ?? DEFAULT_SEED
  if (!Number.isInteger(seed)) throw new RangeError('La semilla debe ser un número entero')
  const todayIso = options.today ?? DEFAULT_TODAY
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(todayIso) ||
    Number.isNaN(dayOf(todayIso)) ||
    isoOf(dayOf(todayIso)) !== todayIso ||
    todayIso < '1986-01-01'
  ) {
    throw new RangeError('La fecha de referencia debe ser AAAA-MM-DD, desde 1986')
  }
  if (count === 0) return { personas: 0, socios: 0, grupos: 0 }

  const used = new Set<string>()
  for (const row of await db.select({ documento: personas.documento }).from(personas)) {
    used.add(row.documento)
  }
  const gruposUsados = new Set<string>()
  for (const row of await db.select({ clave: grupos.nombreClave }).from(grupos)) {
    gruposUsados.add(row.clave)
  }
  const plans = planSocios(count, seed, todayIso, used, gruposUsados)
  const result = await insertPlans(db, plans.plans, plans.familias)
  // Fresh statistics, so the planner uses the indexes from the first query on.
  await db.execute(sql`analyze`)
  return result
}

// ---------------------------------------------------------------- inserting

/**
 * Ids of a multi-row INSERT, in VALUES order: serial ids are drawn in row order, so
 * sorting them does not depend on the order RETURNING reports them.
 */
const sortedIds = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)

function chunks<T>(items: T[], size: number) {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

async function insertPlans(db: Db, plans: Plan[], familias: string[]): Promise<SeedResult> {
  const personaIds: number[] = new Array<number>(plans.length)
  const grupoIds = new Map<number, number>()
  const result: SeedResult = { personas: 0, socios: 0, grupos: 0 }

  for (let start = 0; start < plans.length; start += BATCH) {
    const batch = plans.slice(start, start + BATCH)
    await db.transaction(async (tx) => {
      // Personas: each member, then its new guardian if any.
      const personaRows: PersonaRow[] = []
      for (const plan of batch) {
        personaRows.push(plan.persona)
        if (plan.responsable && 'persona' in plan.responsable) {
          personaRows.push(plan.responsable.persona)
        }
      }
      const ids: number[] = []
      for (const part of chunks(personaRows, BATCH)) {
        ids.push(
          ...sortedIds(await tx.insert(personas).values(part).returning({ id: personas.id })),
        )
      }
      result.personas += ids.length
      const guardianIds = new Map<number, number>()
      let k = 0
      batch.forEach((plan, i) => {
        personaIds[start + i] = ids[k++]!
        if (plan.responsable && 'persona' in plan.responsable) guardianIds.set(i, ids[k++]!)
      })

      // Family groups first seen in this batch.
      const nuevas = [
        ...new Set(
          batch.flatMap((p) => (p.familia !== null && !grupoIds.has(p.familia) ? [p.familia] : [])),
        ),
      ]
      if (nuevas.length > 0) {
        const rows = await tx
          .insert(grupos)
          .values(nuevas.map((f) => ({ nombre: familias[f]! })))
          .returning({ id: grupos.id })
        sortedIds(rows).forEach((id, i) => grupoIds.set(nuevas[i]!, id))
        result.grupos += rows.length
      }

      const socioIds = sortedIds(
        await tx
          .insert(socios)
          .values(
            batch.map((plan, i) => ({
              personaId: personaIds[start + i]!,
              alta: plan.alta,
              estado: plan.estado,
              categoria: plan.categoria,
              vencimiento: plan.vencimiento,
              grupoId: plan.familia === null ? null : grupoIds.get(plan.familia)!,
            })),
          )
          .returning({ id: socios.id }),
      )
      result.socios += socioIds.length

      const historial = batch.flatMap((plan, i) =>
        plan.historial.map((h) => ({ socioId: socioIds[i]!, ...h })),
      )
      for (const part of chunks(historial, 1000)) await tx.insert(sociosHistorial).values(part)

      const guardians = batch.flatMap((plan, i) => {
        if (!plan.responsable) return []
        const responsableId =
          'persona' in plan.responsable ? guardianIds.get(i)! : personaIds[plan.responsable.plan]!
        return [
          {
            personaId: personaIds[start + i]!,
            responsableId,
            parentesco: plan.responsable.parentesco,
          },
        ]
      })
      if (guardians.length > 0) await tx.insert(responsables).values(guardians)
    })
  }
  return result
}
