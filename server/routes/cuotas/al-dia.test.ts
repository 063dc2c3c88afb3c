import { beforeAll, describe, expect, it } from 'vitest'
import { diaRelativo, insertCuota } from '../../../tests/support/cuotas.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'

const testApp = useTestApp()
let admin: string
const hoy = diaDelClub()
const socio: Record<string, { id: number; documento: string }> = {}

beforeAll(async () => {
  const db = testApp.database.db
  const keys = ['sinCuotas', 'venceHoy', 'vencioAyer', 'pagoTarde', 'anulada', 'debeDos']
  for (const [i, key] of keys.entries()) {
    const documento = String(31_000_000 + i)
    socio[key] = {
      id: (await createSocio(db, { nombre: key, apellido: 'Cuotas', documento })).socio.id,
      documento,
    }
  }
  admin = (await createTestUser(db, { level: 3 })).token
})

const get = async <T>(path: string, token = admin) => {
  const res = await testApp.app.request(path, { headers: bearer(token) })
  expect(res.status, path).toBe(200)
  return ((await res.json()) as { response: T }).response
}

type EstadoCuotas = { al_dia: boolean; cuotas_vencidas: number }

/** What getSocio and the member list both say of `key`'s fees. */
async function estado(key: string): Promise<EstadoCuotas> {
  const { id, documento } = socio[key]!
  const detail = await get<EstadoCuotas>(`/api/socios/getSocio?id=${id}`)
  const list = await get<{ items: (EstadoCuotas & { id: number })[] }>(
    `/api/socios/getSocios?search=${documento}`,
  )
  expect(list.items).toHaveLength(1)
  const item = { al_dia: list.items[0]!.al_dia, cuotas_vencidas: list.items[0]!.cuotas_vencidas }
  const own = { al_dia: detail.al_dia, cuotas_vencidas: detail.cuotas_vencidas }
  expect(item).toEqual(own)
  return own
}

const cuota = (key: string, periodo: string, dias: number) =>
  insertCuota(testApp.database.db, {
    socioId: socio[key]!.id,
    periodo,
    vencimiento: diaRelativo(hoy, dias),
  })

const post = (path: string, body: unknown) =>
  testApp.app.request(path, {
    method: 'POST',
    headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('al_dia and cuotas_vencidas on getSocio and getSocios', () => {
  it('a member with no cuotas yet is up to date', async () => {
    expect(await estado('sinCuotas')).toEqual({ al_dia: true, cuotas_vencidas: 0 })
  })

  it('a cuota due today is not late yet; one due yesterday is', async () => {
    await cuota('venceHoy', '2026-11', 0)
    expect(await estado('venceHoy')).toEqual({ al_dia: true, cuotas_vencidas: 0 })
    await cuota('vencioAyer', '2026-11', -1)
    expect(await estado('vencioAyer')).toEqual({ al_dia: false, cuotas_vencidas: 1 })
  })

  it('counts every cuota past due, and only those', async () => {
    await cuota('debeDos', '2026-09', -60)
    await cuota('debeDos', '2026-10', -30)
    await cuota('debeDos', '2026-11', 3)
    expect(await estado('debeDos')).toEqual({ al_dia: false, cuotas_vencidas: 2 })
  })

  it('paying late puts a member up to date again', async () => {
    const { id, importe } = await cuota('pagoTarde', '2026-08', -90)
    expect(await estado('pagoTarde')).toEqual({ al_dia: false, cuotas_vencidas: 1 })
    const res = await post('/api/cuotas/pagos', { cuotas: [id], medio: 'efectivo', importe })
    expect(res.status).toBe(200)
    expect(await estado('pagoTarde')).toEqual({ al_dia: true, cuotas_vencidas: 0 })
  })

  it('an annulled cuota is owed no more', async () => {
    const { id } = await cuota('anulada', '2026-08', -90)
    expect(await estado('anulada')).toEqual({ al_dia: false, cuotas_vencidas: 1 })
    const res = await post(`/api/cuotas/${id}/anular`, { motivo: 'Cobrada dos veces' })
    expect(res.status).toBe(200)
    expect(await estado('anulada')).toEqual({ al_dia: true, cuotas_vencidas: 0 })
  })

  it('a member reads their own state on their record', async () => {
    const { token } = await createMemberUser(testApp.database.db, socio.vencioAyer!.id)
    const own = await get<EstadoCuotas>(`/api/socios/getSocio?id=${socio.vencioAyer!.id}`, token)
    expect(own).toMatchObject({ al_dia: false, cuotas_vencidas: 1 })
  })
})
