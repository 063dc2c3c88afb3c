import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import { normalizeSearch } from '../../../src/domain/search.ts'
import { categoriaInvalida, formatDni } from '../../../src/domain/socios/socio.ts'
import type { SocioUpdate } from '../../../src/domain/socios/socios-api.ts'
import type { Db } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { personas, socios, sociosHistorial } from '../../db/schema/socios.ts'
import { getClubSettings, nombresDeCategorias } from '../configuracion/club-settings.ts'
import { personaJoin } from './socio-persona.ts'

/** The answers of a DNI that is someone else's (docs/product.md#api-socios). */
export const DNI_AJENO = {
  socio: (documento: string, otro: { id: number; apellido: string; nombre: string }) =>
    `El DNI ${formatDni(documento)} ya es de otro socio: ${otro.apellido}, ${otro.nombre} (Socio #${otro.id})`,
  persona: (documento: string, otra: { apellido: string; nombre: string }) =>
    `El DNI ${formatDni(documento)} ya es de otra persona registrada: ${otra.apellido}, ${otra.nombre}`,
  /** Two edits gave the same DNI at once: the other one won. */
  carrera: 'Ese DNI ya es de otra persona registrada',
} as const

export type UpdateResult =
  | { kind: 'ok'; campos: string[] }
  | { kind: 'not-found' }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; message: string }

const PERSONA = [
  'documento',
  'nombre',
  'apellido',
  'apodo',
  'nacimiento',
  'sexo',
  'nacionalidad',
  'tramite',
  'ejemplar',
  'emision',
  'ofIdentidad',
  'domicilio',
  'email',
  'telefono',
] as const
const SOCIO = ['estado', 'categoria', 'vencimiento'] as const
type Campo = (typeof PERSONA)[number] | (typeof SOCIO)[number]

/** An empty text is no value: stored as null, and equal to a null already stored. */
const stored = (value: string | null | undefined) => (value === '' ? null : value)

class Conflicto extends Error {}
class Invalido extends Error {}

/**
 * Applies an edit to a member and their persona in one transaction, with the member's row
 * locked. Only what differs from the record is written, and those fields' names are
 * answered in the order they were sent (the activity log's `campos`). A change of estado
 * is written to the history (leaving closes the open entry, returning opens a new one). A
 * DNI that is another person's is a conflict whose message names them. A new categoría must
 * be one of the club's, read with the settings row shared-locked: a save of the settings
 * that removes it waits for this edit, then counts this member (docs/product.md#configuracion).
 */
export async function updateSocio(
  db: Db,
  id: number,
  changes: SocioUpdate,
  today: string,
): Promise<UpdateResult> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ socio: socios, persona: personas })
        .from(socios)
        .innerJoin(...personaJoin)
        .where(eq(socios.id, id))
        .for('update')
      if (!current) return { kind: 'not-found' } as const

      const campos = (Object.keys(changes) as (keyof SocioUpdate)[]).filter(
        (campo): campo is Campo => {
          if (campo === 'motivo') return false
          const before = (PERSONA as readonly string[]).includes(campo)
            ? current.persona[campo as (typeof PERSONA)[number]]
            : current.socio[campo as (typeof SOCIO)[number]]
          const after = changes[campo]
          return after !== undefined && stored(after) !== stored(before)
        },
      )
      const valueOf = (campo: Campo) => stored(changes[campo])
      const personaChanges = Object.fromEntries(
        campos
          .filter((c) => (PERSONA as readonly string[]).includes(c))
          .map((c) => [c, valueOf(c)]),
      )
      const socioChanges = Object.fromEntries(
        campos.filter((c) => (SOCIO as readonly string[]).includes(c)).map((c) => [c, valueOf(c)]),
      )

      if (socioChanges.categoria) {
        const categorias = nombresDeCategorias(await getClubSettings(tx, { lock: 'share' }))
        if (!categorias.includes(socioChanges.categoria)) {
          throw new Invalido(categoriaInvalida(categorias))
        }
      }

      if (personaChanges.documento) {
        const documento = personaChanges.documento
        const [otra] = await tx
          .select({
            nombre: personas.nombre,
            apellido: personas.apellido,
            socioId: socios.id,
          })
          .from(personas)
          .leftJoin(socios, eq(socios.personaId, personas.id))
          .where(and(eq(personas.documento, documento), ne(personas.id, current.persona.id)))
        if (otra) {
          throw new Conflicto(
            otra.socioId === null
              ? DNI_AJENO.persona(documento, otra)
              : DNI_AJENO.socio(documento, { ...otra, id: otra.socioId }),
          )
        }
      }

      if (Object.keys(personaChanges).length > 0) {
        const persona = { ...current.persona, ...personaChanges }
        await tx
          .update(personas)
          .set({
            ...personaChanges,
            busqueda: normalizeSearch(
              `${persona.apellido} ${persona.nombre} ${persona.apodo ?? ''}`,
            ),
          })
          .where(eq(personas.id, current.persona.id))
      }
      if (Object.keys(socioChanges).length > 0) {
        await tx.update(socios).set(socioChanges).where(eq(socios.id, id))
      }

      const { estado, motivo } = changes
      if (estado && estado !== current.socio.estado) {
        if (estado === 'Activo') {
          await tx
            .insert(sociosHistorial)
            .values({ socioId: id, alta: today, motivo: motivo ?? null })
        } else if (estado === 'Inactivo') {
          const [open] = await tx
            .select({ id: sociosHistorial.id })
            .from(sociosHistorial)
            .where(and(eq(sociosHistorial.socioId, id), isNull(sociosHistorial.baja)))
            .orderBy(desc(sociosHistorial.alta))
            .limit(1)
          if (open) {
            await tx
              .update(sociosHistorial)
              .set({ baja: today, motivo: motivo ?? 'Baja' })
              .where(eq(sociosHistorial.id, open.id))
          }
        }
      }
      return { kind: 'ok', campos } as const
    })
  } catch (error) {
    if (error instanceof Conflicto) return { kind: 'conflict', message: error.message }
    if (error instanceof Invalido) return { kind: 'invalid', message: error.message }
    if (uniqueViolation(error) === 'personas_documento_unique') {
      return { kind: 'conflict', message: DNI_AJENO.carrera }
    }
    throw error
  }
}
