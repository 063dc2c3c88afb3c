import { beforeAll, describe, expect, it } from 'vitest'
import { diaRelativo, insertCuota } from '../../../tests/support/cuotas.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import type { Cuota } from '../../../src/domain/cuotas/cuotas-api.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'

const testApp = useTestApp()
const hoy = diaDelClub()
const token: Record<string, string> = {}
const socio: Record<string, number> = {}
const cuota: Record<string, number> = {}

beforeAll(async () => {
  const db = testApp.database.db
  const people = [
    { key: 'ana', nombre: 'Ana', apellido: 'Benítez', documento: '30111222' },
    { key: 'beto', nombre: 'Beto', apellido: 'Carrizo', documento: '30333444' },
    { key: 'carla', nombre: 'Carla', apellido: 'Díaz', documento: '30555666' },
    { key: 'diego', nombre: 'Diego', apellido: 'Aguirre', documento: '40777888' },
  ]
  for (const { key, ...p } of people) socio[key] = (await createSocio(db, p)).socio.id
  const add = async (key: string, periodo: string, dias: number, importe = 1_500_000) => {
    const socioId = socio[key]!
    const vencimiento = diaRelativo(hoy, dias)
    cuota[`${key}${periodo.slice(5)}`] = (
      await insertCuota(db, { socioId, periodo, vencimiento, importe })
    ).id
  }
  await add('ana', '2026-09', -60)
  await add('ana', '2026-10', -30)
  await add('ana', '2026-11', 5)
  await add('beto', '2026-10', -30)
  await add('beto', '2026-11', 5)
  await add('carla', '2026-09', -60, 800_000)
  await add('carla', '2026-10', -30, 800_000)
  await add('carla', '2026-11', 5)
  await add('diego', '2026-09', -60)
  token.admin = (await createTestUser(db, { level: 3 })).token
  token.ana = (await createMemberUser(db, socio.ana!)).token
  token.beto = (await createMemberUser(db, socio.beto!)).token
  token.control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
  token.sinSocio = (await createTestUser(db, { level: 1 })).token
  token.registrado = (await createTestUser(db, { level: 0 })).token
  const post = (path: string, body: unknown) =>
    testApp.app.request(path, {
      method: 'POST',
      headers: { ...bearer(token.admin!), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const pago = { cuotas: [cuota.ana10], medio: 'debito', importe: 1_500_000 }
  expect((await post('/api/cuotas/pagos', pago)).status).toBe(200)
  expect((await post(`/api/cuotas/${cuota.carla11}/anular`, { motivo: 'Error' })).status).toBe(200)
})

const request = (path: string, who = 'admin') =>
  testApp.app.request(path, { headers: bearer(token[who]!) })
async function read<T>(path: string, who = 'admin') {
  const res = await request(path, who)
  expect(res.status, path).toBe(200)
  return ((await res.json()) as { response: T }).response
}
const message = async (res: Response) => ((await res.json()) as { message: string }).message

type Lista = { items: Cuota[]; total: number; page: number; pageSize: number; adeudado: number }
const resumen = (items: Cuota[]) => items.map((c) => `${c.periodo} ${c.socio.apellido}`)

describe('GET /api/cuotas/getCuotas', () => {
  it('gives administrators every cuota, newest period first, and what they owe', async () => {
    const list = await read<Lista>('/api/cuotas/getCuotas')
    expect(list).toMatchObject({ total: 9, page: 1, pageSize: 12, adeudado: 9_100_000 })
    expect(resumen(list.items)).toEqual([
      '2026-11 Benítez',
      '2026-11 Carrizo',
      '2026-11 Díaz',
      '2026-10 Benítez',
      '2026-10 Carrizo',
      '2026-10 Díaz',
      '2026-09 Aguirre',
      '2026-09 Benítez',
      '2026-09 Díaz',
    ])
  })

  it('shapes each cuota with its state, payment and annulment', async () => {
    const { items } = await read<Lista>(`/api/cuotas/getCuotas?socio=${socio.ana}`)
    const [nov, oct, sep] = items
    expect(oct).toEqual({
      id: cuota.ana10,
      socio_id: socio.ana,
      periodo: '2026-10',
      categoria: 'Activo',
      importe: 1_500_000,
      descuento: 0,
      vencimiento: diaRelativo(hoy, -30),
      estado: 'pagada',
      vencida: false,
      socio: { nombre: 'Ana', apellido: 'Benítez' },
      pago: {
        id: expect.any(Number) as number,
        fecha: expect.any(String) as string,
        medio: 'debito',
      },
      anulacion: null,
    })
    expect(nov).toMatchObject({ estado: 'pendiente', vencida: false, pago: null })
    expect(sep).toMatchObject({ estado: 'pendiente', vencida: true, pago: null })
    const { items: anuladas } = await read<Lista>('/api/cuotas/getCuotas?estado=anulada')
    expect(anuladas).toMatchObject([
      {
        id: cuota.carla11,
        estado: 'anulada',
        vencida: false,
        anulacion: { motivo: 'Error', fecha: expect.any(String) as string },
      },
    ])
  })

  it('filters by member, state and period, and pages', async () => {
    const pendientes = await read<Lista>('/api/cuotas/getCuotas?estado=pendiente&periodo=2026-11')
    expect(resumen(pendientes.items)).toEqual(['2026-11 Benítez', '2026-11 Carrizo'])
    expect(pendientes.adeudado).toBe(3_000_000)
    const pagadas = await read<Lista>('/api/cuotas/getCuotas?estado=pagada')
    expect(pagadas).toMatchObject({ total: 1, adeudado: 0 })
    const past = await read<Lista>('/api/cuotas/getCuotas?page=2&pageSize=12')
    expect(past).toMatchObject({ items: [], total: 9, page: 2, adeudado: 9_100_000 })
  })

  it('gives a member their own cuotas, with or without naming themself', async () => {
    const own = await read<Lista>('/api/cuotas/getCuotas', 'ana')
    expect(own).toMatchObject({ total: 3, adeudado: 3_000_000 })
    expect(own.items.every((c) => c.socio_id === socio.ana)).toBe(true)
    expect(await read<Lista>(`/api/cuotas/getCuotas?socio=${socio.ana}`, 'ana')).toEqual(own)
    const res = await request('/api/cuotas/getCuotas', 'ana')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it("refuses a member another's cuotas, and anyone without a member record", async () => {
    const ajenas = await request(`/api/cuotas/getCuotas?socio=${socio.beto}`, 'ana')
    expect(ajenas.status).toBe(403)
    expect(await message(ajenas)).toBe('No tenés permiso para ver estas cuotas')
    // Asking for a member who does not exist looks the same.
    expect((await request('/api/cuotas/getCuotas?socio=999999', 'ana')).status).toBe(403)
    for (const who of ['control', 'sinSocio']) {
      const res = await request('/api/cuotas/getCuotas', who)
      expect(res.status, who).toBe(403)
      expect(await message(res)).toBe('No tenés permiso para ver estas cuotas')
    }
    expect((await request('/api/cuotas/getCuotas', 'registrado')).status).toBe(403)
  })

  it('answers 400 in Spanish for bad filters, numbers past the integer range too', async () => {
    const cases = {
      'socio=2147483648': 'El socio debe ser un número de socio',
      'socio=99999999999': 'El socio debe ser un número de socio',
      'socio=abc': 'El socio debe ser un número de socio',
      'estado=vencida': 'Estado inválido: pendiente, pagada o anulada',
      'periodo=2026-13': 'El período debe tener el formato AAAA-MM',
      'page=0': 'La página debe ser un número mayor que 0',
      'page=2147483648': 'La página debe ser un número mayor que 0',
      'pageSize=13': 'El tamaño de página debe ser 12, 25, 50 o 100',
    }
    for (const [query, expected] of Object.entries(cases)) {
      const res = await request(`/api/cuotas/getCuotas?${query}`)
      expect(res.status, query).toBe(400)
      expect(await message(res)).toBe(expected)
    }
  })
})

describe('GET /api/cuotas/getCuota', () => {
  it('gives a member their own cuota only', async () => {
    const own = await read<Cuota>(`/api/cuotas/getCuota?id=${cuota.ana11}`, 'ana')
    expect(own).toMatchObject({ id: cuota.ana11, socio_id: socio.ana, periodo: '2026-11' })
    const ajena = await request(`/api/cuotas/getCuota?id=${cuota.beto11}`, 'ana')
    expect(ajena.status).toBe(403)
    expect(await message(ajena)).toBe('No tenés permiso para ver esta cuota')
    expect((await request('/api/cuotas/getCuota?id=999999', 'ana')).status).toBe(403)
    expect((await request(`/api/cuotas/getCuota?id=${cuota.ana11}`, 'control')).status).toBe(403)
  })

  it('gives administrators any cuota; 404 and 400 otherwise', async () => {
    expect(await read<Cuota>(`/api/cuotas/getCuota?id=${cuota.beto11}`)).toMatchObject({
      socio_id: socio.beto,
    })
    const none = await request('/api/cuotas/getCuota?id=999999')
    expect(none.status).toBe(404)
    expect(await message(none)).toBe('Cuota no encontrada')
    for (const id of ['', 'x', '0', '2147483648', '99999999999']) {
      const res = await request(`/api/cuotas/getCuota?id=${id}`)
      expect(res.status, id).toBe(400)
      expect(await message(res)).toBe('Número de cuota inválido')
    }
  })
})

describe('GET /api/cuotas/resumen', () => {
  it("adds up a period's cuotas: billed, collected and owed", async () => {
    expect(await read('/api/cuotas/resumen?periodo=2026-10')).toEqual({
      periodo: '2026-10',
      cuotas: 3,
      pagadas: 1,
      pendientes: 2,
      anuladas: 0,
      facturado: 3_800_000,
      cobrado: 1_500_000,
      adeudado: 2_300_000,
    })
    // The annulled cuota is not billed.
    expect(await read('/api/cuotas/resumen?periodo=2026-11')).toMatchObject({
      cuotas: 3,
      anuladas: 1,
      facturado: 3_000_000,
      adeudado: 3_000_000,
    })
    expect(await read('/api/cuotas/resumen?periodo=2027-01')).toMatchObject({
      cuotas: 0,
      facturado: 0,
    })
  })

  it('needs a period; administrators only', async () => {
    const res = await request('/api/cuotas/resumen')
    expect(res.status).toBe(400)
    expect(await message(res)).toBe('Falta o no es válido el campo periodo')
    const bad = await request('/api/cuotas/resumen?periodo=2026-1')
    expect(await message(bad)).toBe('El período debe tener el formato AAAA-MM')
    expect((await request('/api/cuotas/resumen?periodo=2026-10', 'ana')).status).toBe(403)
  })
})

type Deudores = {
  items: {
    socio_id: number
    apellido: string
    vencidas: number
    adeudado: number
    desde: string
  }[]
  total: number
}

describe('GET /api/cuotas/deudores', () => {
  it('lists members with cuotas past due, most owed first', async () => {
    const list = await read<Deudores>('/api/cuotas/deudores')
    expect(list.total).toBe(4)
    expect(
      list.items.map(({ apellido, vencidas, adeudado, desde }) => ({
        apellido,
        vencidas,
        adeudado,
        desde,
      })),
    ).toEqual([
      { apellido: 'Díaz', vencidas: 2, adeudado: 1_600_000, desde: '2026-09' },
      { apellido: 'Aguirre', vencidas: 1, adeudado: 1_500_000, desde: '2026-09' },
      { apellido: 'Benítez', vencidas: 1, adeudado: 1_500_000, desde: '2026-09' },
      { apellido: 'Carrizo', vencidas: 1, adeudado: 1_500_000, desde: '2026-10' },
    ])
  })

  it('filters by how many are owed and by name or DNI, and pages', async () => {
    const dos = await read<Deudores>('/api/cuotas/deudores?minimo=2')
    expect(dos).toMatchObject({ total: 1, items: [{ socio_id: socio.carla }] })
    const nombre = await read<Deudores>('/api/cuotas/deudores?search=benitez')
    expect(nombre).toMatchObject({ total: 1, items: [{ socio_id: socio.ana }] })
    const dni = await read<Deudores>('/api/cuotas/deudores?search=40.777')
    expect(dni).toMatchObject({ total: 1, items: [{ socio_id: socio.diego }] })
    const page = await read<Deudores>('/api/cuotas/deudores?page=2&pageSize=12')
    expect(page).toMatchObject({ total: 4, items: [] })
  })

  it('answers 400 for bad filters; administrators only', async () => {
    for (const query of ['minimo=0', 'minimo=2147483648', 'page=x', 'pageSize=10']) {
      expect((await request(`/api/cuotas/deudores?${query}`)).status, query).toBe(400)
    }
    expect((await request('/api/cuotas/deudores', 'ana')).status).toBe(403)
    expect((await request('/api/cuotas/deudores', 'control')).status).toBe(403)
  })
})
