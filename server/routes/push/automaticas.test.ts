import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  decryptPush,
  makeBrowserKeys,
  type PushService,
} from '../../../tests/support/push-service.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createPushTestApp, type PushTestApp } from '../../../tests/support/push-test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import { cuotas } from '../../db/schema/cuotas.ts'
import { socios } from '../../db/schema/socios.ts'
import { clubDefaults } from '../../seed/club-defaults.ts'
import { saveClubSettings } from '../configuracion/club-settings.ts'

let service: PushService
let testApp: PushTestApp
let admin: string
const keys = makeBrowserKeys()
let ana: number
let beto: number

beforeAll(async () => {
  testApp = await createPushTestApp()
  service = testApp.service
  const db = testApp.database.db
  await saveClubSettings(db, {
    ...clubDefaults,
    categorias: [{ nombre: 'Activo', importe: 1_500_000 }],
    diaVencimiento: 15,
  })
  admin = (await createTestUser(db, { level: 3 })).token
  const a = await createSocio(db, { nombre: 'Ana', apellido: 'Aviso' })
  const b = await createSocio(db, { nombre: 'Beto', apellido: 'Aviso' })
  ana = a.socio.id
  beto = b.socio.id
  await db.update(socios).set({ categoria: 'Activo' })
  const { token } = await createMemberUser(db, ana)
  // Only Ana is subscribed; Beto has an account without devices.
  await createMemberUser(db, beto)
  const res = await testApp.app.request('/subscribe', {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: service.endpoint('ana'), keys: keys.json }),
  })
  expect(res.status).toBe(200)
})

afterAll(() => testApp?.close())

const post = (path: string, body: unknown) =>
  testApp.app.request(path, {
    method: 'POST',
    headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('automatic notifications', () => {
  it('tells a subscribed member of a new cuota, once, with the month and amount', async () => {
    const res = await post('/api/cuotas/generar', { periodo: '2027-03' })
    expect(res.status).toBe(200)
    await testApp.app.services.push.idle()
    expect(service.requests).toHaveLength(1)
    const [request] = service.requests
    expect(request!.path).toBe('/push/ana')
    expect(request!.headers.urgency).toBe('normal')
    expect(JSON.parse(decryptPush(request!.body, keys))).toMatchObject({
      title: 'Nueva cuota',
      body: 'Se generó tu cuota de marzo 2027: $\u00a015.000,00',
      url: '/cuenta/cuotas',
    })

    // Generating again creates nothing, and tells nobody.
    await post('/api/cuotas/generar', { periodo: '2027-03' })
    await testApp.app.services.push.idle()
    expect(service.requests).toHaveLength(1)
  })

  it('tells the member of a payment, with the receipt as the link, urgently', async () => {
    const [cuota] = await testApp.database.db.select().from(cuotas).where(eq(cuotas.socioId, ana))
    const res = await post('/api/cuotas/pagos', {
      cuotas: [cuota!.id],
      medio: 'efectivo',
      importe: cuota!.importe,
    })
    expect(res.status).toBe(200)
    const { response } = (await res.json()) as { response: { id: number } }
    await testApp.app.services.push.idle()
    const request = service.requests.at(-1)!
    expect(request.headers.urgency).toBe('high')
    expect(JSON.parse(decryptPush(request.body, keys))).toMatchObject({
      title: 'Pago registrado',
      url: `/cuenta/cuotas/recibo/${response.id}`,
    })
  })
})
