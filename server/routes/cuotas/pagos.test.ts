import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, diaRelativo, insertCuota } from '../../../tests/support/cuotas.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { cuotas, pagos } from '../../db/schema/cuotas.ts'

const testApp = useTestApp()
let admin: string
let ana: { token: string; socioId: number; documento: string }
let beto: { token: string; socioId: number }
const cuota: Record<string, number> = {}

beforeAll(async () => {
  const db = testApp.database.db
  const hoy = diaDelClub()
  const a = await createSocio(db, { nombre: 'Ana', apellido: 'Benítez', documento: '30111222' })
  const b = await createSocio(db, { nombre: 'Beto', apellido: 'Carrizo', documento: '30333444' })
  ana = {
    token: (await createMemberUser(db, a.socio.id)).token,
    socioId: a.socio.id,
    documento: '30111222',
  }
  beto = { token: (await createMemberUser(db, b.socio.id)).token, socioId: b.socio.id }
  admin = (await createTestUser(db, { level: 3 })).token
  const add = async (key: string, socioId: number, periodo: string, importe = 1_500_000) => {
    const vencimiento = diaRelativo(hoy, key.endsWith('vieja') ? -40 : 5)
    cuota[key] = (await insertCuota(db, { socioId, periodo, vencimiento, importe })).id
  }
  await add('ana09vieja', ana.socioId, '2026-09')
  await add('ana10', ana.socioId, '2026-10', 1_425_000)
  await add('ana11', ana.socioId, '2026-11')
  await add('beto11', beto.socioId, '2026-11')
  await add('beto12', beto.socioId, '2026-12')
})

const post = (path: string, body: unknown, token = admin) =>
  testApp.app.request(path, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const pagar = (body: unknown, token = admin) => post('/api/cuotas/pagos', body, token)
const get = (path: string, token = admin) => testApp.app.request(path, { headers: bearer(token) })
const message = async (res: Response) => ((await res.json()) as { message: string }).message

describe('POST /api/cuotas/pagos', () => {
  it('refuses an amount that is not what the cuotas owe, naming it', async () => {
    const res = await pagar({
      cuotas: [cuota.ana09vieja, cuota.ana10],
      medio: 'efectivo',
      importe: 3_000_000,
    })
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(
      'El importe debe ser $\u00a029.250,00: lo que deben las cuotas elegidas',
    )
  })

  it("refuses two members' cuotas, unknown ones, and ids past the database's range", async () => {
    const dos = await pagar({
      cuotas: [cuota.ana11, cuota.beto11],
      medio: 'qr',
      importe: 3_000_000,
    })
    expect(dos.status).toBe(400)
    expect(await message(dos)).toBe('Las cuotas de un pago deben ser de un mismo socio')

    const nadie = await pagar({ cuotas: [cuota.ana11, 999_999], medio: 'qr', importe: 1 })
    expect(nadie.status).toBe(404)
    expect(await message(nadie)).toBe('La cuota 999999 no existe')

    for (const body of [
      { cuotas: [2_147_483_648], medio: 'qr', importe: 1 },
      { cuotas: ['99999999999'], medio: 'qr', importe: 1 },
      { cuotas: [cuota.ana11], medio: 'qr', importe: 2_147_483_648 },
      { cuotas: [cuota.ana11], medio: 'cheque', importe: 1_500_000 },
      { cuotas: [], medio: 'qr', importe: 0 },
      { cuotas: [cuota.ana11, cuota.ana11], medio: 'qr', importe: 3_000_000 },
    ]) {
      expect((await pagar(body)).status, JSON.stringify(body)).toBe(400)
    }
    expect(await message(await pagar('{"cuotas": [1'))).toBe('La solicitud no es válida')
    const rows = await testApp.database.db.select().from(pagos)
    expect(rows).toHaveLength(0)
  })

  it('records the payment and answers its receipt', async () => {
    const res = await pagar({
      cuotas: [cuota.ana10, cuota.ana09vieja],
      medio: 'transferencia',
      importe: 2_925_000,
      nota: '  Comprobante 4471  ',
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { message: string; response: { id: number } }
    expect(body.message).toBe('Pago registrado')
    const id = body.response.id
    expect(body.response).toEqual({
      id,
      numero: String(id).padStart(6, '0'),
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      importe: 2_925_000,
      medio: 'transferencia',
      nota: 'Comprobante 4471',
      registradoPor: 'Prueba Nivel 3',
      socio: { id: ana.socioId, nombre: 'Ana', apellido: 'Benítez', documento: '30111222' },
      cuotas: [
        {
          id: cuota.ana09vieja,
          periodo: '2026-09',
          categoria: 'Activo',
          importe: 1_500_000,
          descuento: 0,
        },
        {
          id: cuota.ana10,
          periodo: '2026-10',
          categoria: 'Activo',
          importe: 1_425_000,
          descuento: 0,
        },
      ],
    })
    const otra = await pagar({ cuotas: [cuota.ana10], medio: 'efectivo', importe: 1_425_000 })
    expect(otra.status).toBe(409)
    expect(await message(otra)).toBe('La cuota de octubre 2026 ya está pagada')

    await testApp.app.services.audit.flush()
    const [entry] = await auditEntries(testApp.database.db, 'pago')
    expect(entry!.detalle).toEqual({
      pago: id,
      socio: ana.socioId,
      cuotas: [cuota.ana10, cuota.ana09vieja],
      importe: 2_925_000,
      medio: 'transferencia',
      periodos: ['2026-09', '2026-10'],
    })
  })

  it('settles a cuota once when two desks record it at the same moment', async () => {
    const body = { cuotas: [cuota.ana11], medio: 'efectivo', importe: 1_500_000 }
    const answers = await Promise.all([pagar(body), pagar({ ...body, medio: 'debito' })])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    const loser = answers.find((res) => res.status === 409)!
    expect(await message(loser)).toBe('La cuota de noviembre 2026 ya está pagada')
    const db = testApp.database.db
    const [row] = await db.select().from(cuotas).where(eq(cuotas.id, cuota.ana11!))
    const paid = await db.select().from(pagos).where(eq(pagos.socioId, ana.socioId))
    // The earlier payment (September and October) and exactly one of the two.
    expect(paid).toHaveLength(2)
    expect(row).toMatchObject({ estado: 'pagada', pagoId: paid.at(-1)!.id })
  })

  it('is for administrators only: a member cannot pay, not even their own', async () => {
    const res = await pagar({ cuotas: [cuota.beto12], medio: 'qr', importe: 1_500_000 }, beto.token)
    expect(res.status).toBe(403)
    expect(await message(res)).toBe('No tenés permiso para realizar esta acción')
  })
})

describe('GET /api/cuotas/pagos/:id', () => {
  it("shows a member their own receipt and never another's", async () => {
    const [pago] = await testApp.database.db
      .select()
      .from(pagos)
      .where(eq(pagos.socioId, ana.socioId))
      .limit(1)
    const own = await get(`/api/cuotas/pagos/${pago!.id}`, ana.token)
    expect(own.status).toBe(200)
    expect(own.headers.get('Cache-Control')).toBe('no-store')
    expect(((await own.json()) as { response: { socio: { id: number } } }).response.socio.id).toBe(
      ana.socioId,
    )
    const ajeno = await get(`/api/cuotas/pagos/${pago!.id}`, beto.token)
    expect(ajeno.status).toBe(403)
    expect(await message(ajeno)).toBe('No tenés permiso para ver este recibo')
    // One that does not exist looks the same to a member; an administrator learns it.
    expect((await get('/api/cuotas/pagos/999999', beto.token)).status).toBe(403)
    const none = await get('/api/cuotas/pagos/999999')
    expect(none.status).toBe(404)
    expect(await message(none)).toBe('Recibo no encontrado')
    for (const id of ['abc', '0', '2147483648', '99999999999']) {
      const res = await get(`/api/cuotas/pagos/${id}`)
      expect(res.status, id).toBe(400)
      expect(await message(res)).toBe('Número de recibo inválido')
    }
  })
})

describe('POST /api/cuotas/:id/anular', () => {
  it('annuls a pending cuota with its reason, once', async () => {
    const res = await post(`/api/cuotas/${cuota.beto11}/anular`, { motivo: ' Baja retroactiva ' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      message: string
      response: { estado: string; vencida: boolean; anulacion: { motivo: string; fecha: string } }
    }
    expect(body.message).toBe('Cuota anulada')
    expect(body.response).toMatchObject({
      estado: 'anulada',
      vencida: false,
      anulacion: { motivo: 'Baja retroactiva', fecha: expect.any(String) as string },
    })
    const again = await post(`/api/cuotas/${cuota.beto11}/anular`, { motivo: 'Otra vez' })
    expect(again.status).toBe(409)
    expect(await message(again)).toBe('La cuota de noviembre 2026 ya está anulada')
    const pay = await pagar({ cuotas: [cuota.beto11], medio: 'qr', importe: 1_500_000 })
    expect(pay.status).toBe(409)
    expect(await message(pay)).toBe('La cuota de noviembre 2026 está anulada')

    await testApp.app.services.audit.flush()
    const entries = await auditEntries(testApp.database.db, 'cuota-anulada')
    expect(entries.map((e) => e.detalle)).toEqual([
      { cuota: cuota.beto11, socio: beto.socioId, periodo: '2026-11', motivo: 'Baja retroactiva' },
    ])
  })

  it('refuses a paid cuota, an unknown one, a missing reason and bad ids', async () => {
    const paid = await post(`/api/cuotas/${cuota.ana10}/anular`, { motivo: 'Error de carga' })
    expect(paid.status).toBe(409)
    expect(await message(paid)).toBe('La cuota de octubre 2026 ya está pagada: no se puede anular')
    const none = await post('/api/cuotas/999999/anular', { motivo: 'Error de carga' })
    expect(none.status).toBe(404)
    expect(await message(none)).toBe('Cuota no encontrada')
    const sin = await post(`/api/cuotas/${cuota.beto12}/anular`, { motivo: ' a ' })
    expect(sin.status).toBe(400)
    expect(await message(sin)).toBe('Indicá el motivo de la anulación')
    for (const id of ['2147483648', '99999999999', 'x']) {
      const res = await post(`/api/cuotas/${id}/anular`, { motivo: 'Error de carga' })
      expect(res.status, id).toBe(400)
      expect(await message(res)).toBe('Número de cuota inválido')
    }
    const member = await post(`/api/cuotas/${cuota.beto12}/anular`, { motivo: 'No' }, beto.token)
    expect(member.status).toBe(403)
  })
})
