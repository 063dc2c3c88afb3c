import { createHash } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts'
import { claveNombreGrupo } from '../../src/domain/grupos/grupos.ts'
import { grupos, personas, responsables, socios, sociosHistorial } from '../db/schema.ts'
import { seedSocios } from './seed-socios.ts'

let a: TestDatabase
let b: TestDatabase

beforeAll(async () => {
  ;[a, b] = await Promise.all([createTestDatabase(), createTestDatabase()])
  await seedSocios(a.db, 300, { seed: 7 })
  await seedSocios(b.db, 300, { seed: 7 })
})

afterAll(async () => {
  await Promise.all([a.cleanup(), b.cleanup()])
})

const firstRows = (t: TestDatabase) =>
  t.db
    .select({ documento: personas.documento, nombre: personas.nombre, apellido: personas.apellido })
    .from(personas)
    .orderBy(asc(personas.id))
    .limit(20)

/** Every row the seeder wrote, in id order, without the insert timestamps. */
async function fingerprint(t: TestDatabase) {
  const hash = createHash('sha256')
  for (const table of [personas, grupos, socios, sociosHistorial, responsables]) {
    const rows = await t.db
      .select()
      .from(table)
      .orderBy(asc(sql`1`))
    for (const row of rows as Record<string, unknown>[]) {
      const kept = { ...row }
      delete kept.createdAt
      delete kept.updatedAt
      hash.update(JSON.stringify(kept))
    }
  }
  return hash.digest('hex')
}

describe('seedSocios', () => {
  it('creates the members asked for, with unique DNIs and normalised search text', async () => {
    const [row] = await a.db.select({ count: sql<number>`count(*)::int` }).from(socios)
    expect(row?.count).toBe(300)
    const all = await a.db
      .select({ documento: personas.documento, busqueda: personas.busqueda })
      .from(personas)
    expect(new Set(all.map((p) => p.documento)).size).toBe(all.length)
    expect(all.every((p) => /^\d{7,8}$/.test(p.documento))).toBe(true)
    expect(
      all.every((p) => p.busqueda === p.busqueda.toLowerCase() && !/[áéíóúñ]/.test(p.busqueda)),
    ).toBe(true)
  })

  it('is deterministic for a seed', async () => {
    expect(await firstRows(a)).toEqual(await firstRows(b))
  })

  it('writes the same rows as it always has for a seed', async () => {
    expect(await fingerprint(a)).toBe(
      '6af78142b4d7392471738dd37dbe219b25e4c4e99cbf715d5ffacc8bd060c64e',
    )
  })

  it('mixes estados and keeps the history consistent with them', async () => {
    const rows = await a.db.select({ id: socios.id, estado: socios.estado }).from(socios)
    const share = (estado: string) => rows.filter((r) => r.estado === estado).length / rows.length
    expect(share('Activo')).toBeGreaterThan(0.65)
    expect(share('Inactivo')).toBeGreaterThan(0.07)
    expect(share('Pendiente')).toBeGreaterThan(0.02)
    for (const socio of rows.slice(0, 120)) {
      const history = await a.db
        .select()
        .from(sociosHistorial)
        .where(eq(sociosHistorial.socioId, socio.id))
        .orderBy(asc(sociosHistorial.alta))
      if (socio.estado === 'Pendiente') expect(history).toEqual([])
      if (socio.estado === 'Inactivo') expect(history.at(-1)?.baja).not.toBeNull()
      if (socio.estado === 'Activo') expect(history.at(-1)?.baja).toBeNull()
    }
  })

  it('gives minors a guardian', async () => {
    const minors = await a.db
      .select({ personaId: socios.personaId })
      .from(socios)
      .innerJoin(personas, eq(personas.id, socios.personaId))
      .where(sql`${personas.nacimiento} > '2008-11-01'`)
    expect(minors.length).toBeGreaterThan(10)
    const guarded = new Set((await a.db.select().from(responsables)).map((r) => r.personaId))
    expect(minors.every((m) => guarded.has(m.personaId))).toBe(true)
  })
  it("names each family's group uniquely, also beside the groups already there", async () => {
    const antes = await a.db.select({ nombre: grupos.nombre }).from(grupos)
    // The same seed again: the same surnames, so every name is taken once already.
    const result = await seedSocios(a.db, 300, { seed: 7 })
    expect(result.grupos).toBe(antes.length)
    const rows = await a.db.select({ nombre: grupos.nombre }).from(grupos).orderBy(asc(grupos.id))
    expect(new Set(rows.map((row) => claveNombreGrupo(row.nombre))).size).toBe(rows.length)
    expect(rows.slice(antes.length).map((row) => row.nombre)).toEqual(
      antes.map((row) => `${row.nombre} 2`),
    )
  })
})
