/**
 * Fees at the gate (docs/product.md#gate-verdict, ADR 0028): the roster carries each member's
 * pending due dates and the club's rule, a change of cuotas reaches the next delta, and
 * validarToken and GET /gate/socio answer the fees at the request's club day. Cuotas are
 * written here with SQL, as the fee module's generation and payments write them.
 */
import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { successEnvelope } from '../../../src/domain/envelope.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { rosterSchema, socioControlSchema } from '../../../src/domain/porteria/gate-api.ts'
import { filaCuota } from '../../../tests/support/cuotas.ts'
import { CAMPOS_PARA_PORTERIA } from '../../../tests/support/porteria.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import { createApp, type App } from '../../app.ts'
import { checkins } from '../../db/schema/porteria.ts'
import { cuotas, pagos } from '../../db/schema/cuotas.ts'
import { socios } from '../../db/schema/socios.ts'
import { getClubSettings, saveClubSettings } from '../configuracion/club-settings.ts'
import { issueQrToken } from '../carnet/qr-keys.ts'

let testApp: TestApp
const ids = {} as Record<'debe' | 'alDia' | 'nueva' | 'pagador', number>
const tokens = {} as Record<'admin' | 'control', string>
const hoy = diaDelClub()

/** Pays `socioId`'s pending cuotas of `periodos` in one payment, as the desk does. */
async function pagar(socioId: number, periodos: string[]) {
  const db = testApp.database.db
  await db.transaction(async (tx) => {
    const [pago] = await tx
      .insert(pagos)
      .values({ socioId, importe: 1_500_000 * periodos.length, medio: 'efectivo' })
      .returning()
    for (const periodo of periodos)
      await tx
        .update(cuotas)
        .set({ estado: 'pagada', pagoId: pago!.id })
        .where(and(eq(cuotas.socioId, socioId), eq(cuotas.periodo, periodo)))
  })
}

beforeAll(async () => {
  testApp = await createTestApp()
  const db = testApp.database.db
  const socio = async (nombre: string, documento: string) =>
    (await createSocio(db, { nombre, apellido: 'Cuotas', documento })).socio.id
  ids.debe = await socio('Debe', '30111222')
  ids.alDia = await socio('Aldía', '30111333')
  ids.nueva = await socio('Nueva', '30111444')
  ids.pagador = await socio('Pagador', '30111555')
  await db.insert(cuotas).values([
    // Two past due and one not due yet, generated out of order.
    filaCuota(ids.debe, '2099-01', '2099-01-10'),
    filaCuota(ids.debe, '2020-02', '2020-02-10'),
    filaCuota(ids.debe, '2020-01', '2020-01-10'),
    // One paid, and one due today: not late yet.
    filaCuota(ids.alDia, '2020-01', '2020-01-10'),
    filaCuota(ids.alDia, '2098-01', hoy),
    filaCuota(ids.pagador, '2020-01', '2020-01-10'),
  ])
  await pagar(ids.alDia, ['2020-01'])
  tokens.admin = (await createTestUser(db, { level: 3 })).token
  tokens.control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
})

afterAll(() => testApp.close())

const get = (app: App, path: string, token = tokens.control) =>
  app.request(path, { headers: bearer(token) })

async function roster(app: App, since?: string) {
  const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`
  const res = await get(app, `/api/gate/roster${query}`)
  expect(res.status).toBe(200)
  return v.parse(successEnvelope(rosterSchema), await res.json()).response
}

async function validar(app: App, socioId: number, token = tokens.control) {
  const res = await get(
    app,
    `/api/socios/validarToken/${await issueQrToken(testApp.database.db, socioId)}`,
    token,
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as { response: Record<string, unknown> }).response
}

async function buscar(app: App, documento: string, token = tokens.control) {
  const res = await get(app, `/api/gate/socio?documento=${documento}`, token)
  expect(res.status).toBe(200)
  return ((await res.json()) as { response: Record<string, unknown> }).response
}

const ultimoCheckin = async (app: App, socioId: number) => {
  await app.services.checkins.flush()
  const rows = await testApp.database.db
    .select()
    .from(checkins)
    .where(eq(checkins.socioId, socioId))
    .orderBy(checkins.id)
  return rows.at(-1)
}

const porteria = {
  alDia: false,
  cuotasVencidas: 2,
  cuotaImpaga: false,
}

describe('GET /api/gate/roster: the due dates of each member’s pending cuotas', () => {
  it('carries them sorted, without paid ones, and the club’s rule (0 by default)', async () => {
    const { app } = testApp
    const full = await roster(app)
    const of = (id: number) => full.socios.find((socio) => socio.id === id)!
    expect(of(ids.debe)).toMatchObject({
      alDia: null,
      vencimientosPendientes: ['2020-01-10', '2020-02-10', '2099-01-10'],
    })
    expect(of(ids.alDia).vencimientosPendientes).toEqual([hoy])
    expect(of(ids.nueva).vencimientosPendientes).toEqual([])
    expect(full.denegarConCuotasVencidas).toBe(0)
    // Dates only: no amount, period or payment reaches a tablet.
    const text = JSON.stringify(full)
    for (const word of ['importe', 'periodo', 'pago', '1500000']) expect(text).not.toContain(word)
  })

  it('sends a member in the next delta when their cuotas are generated or paid', async () => {
    const { app, database } = testApp
    const db = database.db
    await db.update(socios).set({ updatedAt: sql`now() - interval '2 hours'` })
    const { cursor } = await roster(app)
    expect((await roster(app, cursor)).socios).toEqual([])

    // A generation: one statement for several members.
    await db
      .insert(cuotas)
      .values([
        filaCuota(ids.nueva, '2020-03', '2020-03-10'),
        filaCuota(ids.alDia, '2020-03', '2020-03-10'),
      ])
    let delta = await roster(app, cursor)
    expect(delta.completo).toBe(false)
    expect(delta.socios.map((socio) => [socio.id, socio.vencimientosPendientes])).toEqual([
      [ids.alDia, ['2020-03-10', hoy]],
      [ids.nueva, ['2020-03-10']],
    ])

    await db.update(socios).set({ updatedAt: sql`now() - interval '2 hours'` })
    const next = (await roster(app)).cursor
    await pagar(ids.nueva, ['2020-03'])
    delta = await roster(app, next)
    expect(delta.socios).toEqual([
      expect.objectContaining({ id: ids.nueva, vencimientosPendientes: [] }),
    ])
    // Put back as it was for the tests that follow.
    await pagar(ids.alDia, ['2020-03'])
  })
})

describe('validarToken and GET /gate/socio: the fees at the request’s club day', () => {
  it('answers a gatekeeper how many cuotas are past due, and nothing more', async () => {
    const { app } = testApp
    const scanned = await validar(app, ids.debe)
    expect(scanned).toMatchObject({ activo: true, ...porteria })
    const found = await buscar(app, '30111222')
    expect(found).toMatchObject(porteria)
    for (const answer of [scanned, found]) {
      expect(answer).not.toHaveProperty('vencimientosPendientes')
      expect(answer).not.toHaveProperty('documento')
    }
    expect(Object.keys(found).sort()).toEqual(CAMPOS_PARA_PORTERIA)
    // The default rule never denies: the entry is recorded as permitted.
    expect(await ultimoCheckin(app, ids.debe)).toMatchObject({
      veredicto: 'permitido',
      motivo: null,
    })
  })

  it('answers an administrator the same on the whole card, and a cuota due today is not late', async () => {
    const { app } = testApp
    const scanned = v.parse(socioControlSchema, await validar(app, ids.alDia, tokens.admin))
    expect(scanned).toMatchObject({
      documento: '30111333',
      alDia: true,
      cuotasVencidas: 0,
      cuotaImpaga: false,
    })
    expect(scanned).not.toHaveProperty('vencimientosPendientes')
    const found = await buscar(app, '30111222', tokens.admin)
    expect(found).toMatchObject({ documento: '30111222', ...porteria })
    expect(found).not.toHaveProperty('vencimientosPendientes')
  })

  it('shows a payment at the gate within the member copy’s update', async () => {
    const { app } = testApp
    expect(await validar(app, ids.pagador)).toMatchObject({ alDia: false, cuotasVencidas: 1 })
    await pagar(ids.pagador, ['2020-01'])
    // The copy is brought up to date behind the scans, at most a second apart.
    await vi.waitFor(
      async () => expect(await validar(app, ids.pagador)).toMatchObject({ alDia: true }),
      { timeout: 5_000, interval: 500 },
    )
    expect(await buscar(app, '30111555')).toMatchObject({ alDia: true, cuotasVencidas: 0 })
  })
})

describe('the club’s denegarConCuotasVencidas', () => {
  it('turns away a member with that many cuotas past due, on the server and in the roster', async () => {
    const { database } = testApp
    const club = await getClubSettings(database.db)
    await saveClubSettings(database.db, { ...club, denegarConCuotasVencidas: 2 })
    // A process started now reads the setting with its first update (later, once a minute).
    const app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
    try {
      expect(await validar(app, ids.debe)).toMatchObject({
        activo: true,
        ...porteria,
        cuotaImpaga: true,
      })
      expect(await ultimoCheckin(app, ids.debe)).toMatchObject({
        veredicto: 'denegado',
        motivo: 'Cuota impaga',
      })
      expect(await buscar(app, '30111222')).toMatchObject({ cuotaImpaga: true })

      expect(await validar(app, ids.alDia)).toMatchObject({ alDia: true, cuotaImpaga: false })
      expect(await ultimoCheckin(app, ids.alDia)).toMatchObject({ veredicto: 'permitido' })
      expect((await roster(app)).denegarConCuotasVencidas).toBe(2)
    } finally {
      await app.close()
      await saveClubSettings(database.db, club)
    }
  })
})
