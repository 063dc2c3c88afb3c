import { asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, diaRelativo, insertCuota } from '../../../tests/support/cuotas.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import { porcentajeDescuentoFamiliar } from '../../../src/domain/cuotas/cuotas.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { cuotas } from '../../db/schema/cuotas.ts'
import { grupos } from '../../db/schema/grupos.ts'
import { socios } from '../../db/schema/socios.ts'
import { users } from '../../db/schema/cuenta.ts'
import { clubDefaults } from '../../seed/club-defaults.ts'
import { saveClubSettings } from '../configuracion/club-settings.ts'
import { porcentajeFamiliarSql, rowsOf } from './generar-cuotas.ts'

const testApp = useTestApp()
let admin: string
let member: string
const ids: Record<string, number> = {}

const CATEGORIAS = [
  { nombre: 'Activo', importe: 1_500_000 },
  { nombre: 'Cadete', importe: 800_000 },
  { nombre: 'Jubilado', importe: 900_000 },
  { nombre: 'Vitalicio', importe: 0 },
  { nombre: 'Social', importe: 99_999 },
]

/** A member of `categoria`, in family group `grupo` (by name) when given. */
async function socio(
  key: string,
  categoria: string,
  options: { grupo?: string; estado?: 'Activo' | 'Inactivo' | 'Pendiente' } = {},
) {
  const db = testApp.database.db
  const { socio } = await createSocio(db, {
    nombre: key,
    apellido: 'Prueba',
    ...(options.estado ? { estado: options.estado } : {}),
  })
  let grupoId: number | null = null
  if (options.grupo) {
    const [existing] = await db.select().from(grupos).where(eq(grupos.nombre, options.grupo))
    grupoId =
      existing?.id ?? (await db.insert(grupos).values({ nombre: options.grupo }).returning())[0]!.id
  }
  // Straight in SQL: these tests are about the generation, not about how groups are made.
  await db.update(socios).set({ categoria, grupoId }).where(eq(socios.id, socio.id))
  ids[key] = socio.id
}

beforeAll(async () => {
  const db = testApp.database.db
  await saveClubSettings(db, { ...clubDefaults, categorias: CATEGORIAS, diaVencimiento: 15 })
  await socio('solo', 'Activo')
  await socio('cadete', 'Cadete')
  await socio('jubilado', 'Jubilado')
  await socio('vitalicio', 'Vitalicio')
  await socio('honorario', 'Honorario')
  await socio('inactivo', 'Activo', { estado: 'Inactivo' })
  await socio('pendiente', 'Activo', { estado: 'Pendiente' })
  // Two active and one inactive: 2 count, 5 %.
  await socio('par1', 'Activo', { grupo: 'Par' })
  await socio('par2', 'Social', { grupo: 'Par' })
  await socio('par3', 'Activo', { grupo: 'Par', estado: 'Inactivo' })
  for (const n of [1, 2, 3])
    await socio(`trio${n}`, n === 1 ? 'Jubilado' : 'Activo', { grupo: 'Trío' })
  for (const n of [1, 2, 3, 4]) await socio(`cuarteto${n}`, 'Activo', { grupo: 'Cuarteto' })
  for (const n of [1, 2, 3, 4, 5, 6])
    await socio(`seis${n}`, n === 1 ? 'Cadete' : 'Activo', { grupo: 'Seis' })
  // Three active, one of them owes a cuota past due: 2 count, 5 %.
  for (const n of [1, 2, 3]) await socio(`deudor${n}`, 'Activo', { grupo: 'Con deuda' })
  const hoy = diaDelClub()
  await insertCuota(db, { socioId: ids.deudor3!, periodo: '2026-01', vencimiento: hoy })
  await insertCuota(db, {
    socioId: ids.deudor3!,
    periodo: '2026-02',
    vencimiento: diaRelativo(hoy, -1),
  })
  // Due today is not late: the first of these three still counts.
  await insertCuota(db, { socioId: ids.deudor1!, periodo: '2026-01', vencimiento: hoy })
  // Three active, one whose account is level 0: 2 count, 5 %.
  for (const n of [1, 2, 3]) await socio(`cuenta${n}`, 'Activo', { grupo: 'Con cuenta' })
  const { user: registrado } = await createTestUser(db, { level: 0 })
  await db.update(users).set({ socioId: ids.cuenta3! }).where(eq(users.id, registrado.id))
  admin = (await createTestUser(db, { level: 3 })).token
  member = (await createMemberUser(db, ids.solo!)).token
})

const generar = (body: unknown, token = admin) =>
  testApp.app.request('/api/cuotas/generar', {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const cuotasDe = (periodo: string) =>
  testApp.database.db
    .select()
    .from(cuotas)
    .where(eq(cuotas.periodo, periodo))
    .orderBy(asc(cuotas.socioId))

describe('POST /api/cuotas/generar', () => {
  it('creates one cuota per active member with a known, paid category, once', async () => {
    const res = await generar({ periodo: '2026-11' })
    expect(res.status).toBe(200)
    // 29 members: 2 inactive, 1 pending, 1 Vitalicio (owes nothing), 1 unknown category.
    expect(await res.json()).toEqual({
      success: true,
      message: 'Se generaron 24 cuotas de noviembre 2026',
      response: { creadas: 24, sinCategoria: 1 },
    })
    const rows = await cuotasDe('2026-11')
    expect(rows).toHaveLength(24)
    const socioIds = new Set(rows.map((row) => row.socioId))
    for (const key of ['vitalicio', 'honorario', 'inactivo', 'pendiente', 'par3']) {
      expect(socioIds.has(ids[key]!), key).toBe(false)
    }
    expect(
      rows.every((row) => row.estado === 'pendiente' && row.vencimiento === '2026-11-15'),
    ).toBe(true)

    const again = await generar({ periodo: '2026-11' })
    expect(await again.json()).toEqual({
      success: true,
      message: 'No había cuotas nuevas para generar en noviembre 2026',
      response: { creadas: 0, sinCategoria: 1 },
    })
    expect(await cuotasDe('2026-11')).toHaveLength(24)
  })

  it('takes off the family discount by how many of the group count for it', async () => {
    const byKey = new Map((await cuotasDe('2026-11')).map((row) => [row.socioId, row]))
    const cuota = (key: string) => {
      const row = byKey.get(ids[key]!)!
      return { categoria: row.categoria, importe: row.importe, descuento: row.descuento }
    }
    expect(cuota('solo')).toEqual({ categoria: 'Activo', importe: 1_500_000, descuento: 0 })
    expect(cuota('cadete')).toEqual({ categoria: 'Cadete', importe: 800_000, descuento: 0 })
    // 2 active (the inactive third does not count): 5 %; 99.999 × 5 % rounds down.
    expect(cuota('par1')).toEqual({ categoria: 'Activo', importe: 1_425_000, descuento: 75_000 })
    expect(cuota('par2')).toEqual({ categoria: 'Social', importe: 95_000, descuento: 4_999 })
    expect(cuota('trio1')).toEqual({ categoria: 'Jubilado', importe: 810_000, descuento: 90_000 })
    expect(cuota('trio2')).toEqual({ categoria: 'Activo', importe: 1_350_000, descuento: 150_000 })
    expect(cuota('cuarteto4')).toEqual({
      categoria: 'Activo',
      importe: 1_275_000,
      descuento: 225_000,
    })
    // Six: the rule tops out at 20 %.
    expect(cuota('seis1')).toEqual({ categoria: 'Cadete', importe: 640_000, descuento: 160_000 })
    expect(cuota('seis6')).toEqual({ categoria: 'Activo', importe: 1_200_000, descuento: 300_000 })
    // A member with a cuota past due does not count, though they get the group's discount.
    const cinco = { categoria: 'Activo', importe: 1_425_000, descuento: 75_000 }
    for (const key of ['deudor1', 'deudor2', 'deudor3']) expect(cuota(key), key).toEqual(cinco)
    // Nor does a member whose account is level 0.
    for (const key of ['cuenta1', 'cuenta2', 'cuenta3']) expect(cuota(key), key).toEqual(cinco)
  })

  it("reads who is up to date before the period's own cuotas exist", async () => {
    const db = testApp.database.db
    // November's are past due by now: annulled, the trío owes nothing.
    await db.update(cuotas).set({ estado: 'anulada' }).where(eq(cuotas.periodo, '2026-11'))
    // A period generated late is due at once: its own cuotas do not make its members debtors.
    const res = await generar({ periodo: '2026-03' })
    expect(res.status).toBe(200)
    const row = (await cuotasDe('2026-03')).find((r) => r.socioId === ids.trio2)!
    expect(row).toMatchObject({ vencimiento: '2026-03-15', descuento: 150_000 })
    // The next one sees March's past due: no member of the trío counts.
    await generar({ periodo: '2026-04' })
    const next = (await cuotasDe('2026-04')).find((r) => r.socioId === ids.trio2)!
    expect(next.descuento).toBe(0)
  })

  it("builds the discount's CASE from the domain's rule, for any group size", async () => {
    const result = await testApp.database.db.execute(sql`
      select n, ${porcentajeFamiliarSql(sql`n`)} as porcentaje
      from generate_series(0, 60) as n order by n`)
    const rows = rowsOf<{ n: number; porcentaje: number }>(result)
    expect(rows).toHaveLength(61)
    for (const { n, porcentaje } of rows) {
      expect(Number(porcentaje), `${n} miembros`).toBe(porcentajeDescuentoFamiliar(Number(n)))
    }
  })

  it('records each generation in the activity log', async () => {
    await testApp.app.services.audit.flush()
    const entries = await auditEntries(testApp.database.db, 'cuotas-generadas')
    expect(entries.map((e) => e.detalle)).toEqual([
      { periodo: '2026-11', creadas: 24 },
      { periodo: '2026-11', creadas: 0 },
      { periodo: '2026-03', creadas: 24 },
      { periodo: '2026-04', creadas: 24 },
    ])
  })

  it('refuses a malformed period, malformed JSON, and anyone but an administrator', async () => {
    const message = async (body: unknown) => {
      const res = await generar(body)
      expect(res.status).toBe(400)
      return ((await res.json()) as { message: string }).message
    }
    for (const periodo of ['2026-13', '11/2026', 202611, '1999-12']) {
      expect(await message({ periodo })).toBe('El período debe tener el formato AAAA-MM')
    }
    expect(await message({})).toBe('Falta o no es válido el campo periodo')
    expect(await message('{"periodo": "2026-')).toBe('La solicitud no es válida')
    expect((await generar({ periodo: '2026-12' }, member)).status).toBe(403)
    expect(await cuotasDe('2026-12')).toHaveLength(0)
  })
})
