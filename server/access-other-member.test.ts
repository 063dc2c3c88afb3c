import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { diaDelClub } from '../src/domain/fecha.ts'
import { diaRelativo, insertCuota } from '../tests/support/cuotas.ts'
import { registerDevice } from '../tests/support/device-tokens.ts'
import { createSocio } from '../tests/support/socio-builder.ts'
import { useTestApp } from '../tests/support/test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../tests/support/test-users.ts'
import { dispositivos } from './db/schema/dispositivos.ts'

/**
 * A member reaching for another member's records (docs/architecture.md#authorization): every
 * route a member may call with the id of a member, a cuota, a receipt or a phone answers
 * their own, and refuses another's without a word of it. With the server-wide matrix
 * (access-matrix.test.ts), which has no member records, this is the access sweep's half
 * that needs two members with data of their own.
 */
const testApp = useTestApp()
const db = () => testApp.database.db

type Ids = { socio: number; cuota: number; pago: number; dispositivo: number }
type Party = Ids & { token: string; documento: string; apellido: string }
const parties = {} as Record<'ana' | 'bruno', Party>

async function member(nombre: string, apellido: string, adminToken: string): Promise<Party> {
  const { socio, persona } = await createSocio(db(), { nombre, apellido })
  const hoy = diaDelClub()
  const cuota = await insertCuota(db(), {
    socioId: socio.id,
    periodo: hoy.slice(0, 7),
    vencimiento: diaRelativo(hoy, 10),
  })
  const pagada = await insertCuota(db(), {
    socioId: socio.id,
    periodo: diaRelativo(hoy, -40).slice(0, 7),
    vencimiento: diaRelativo(hoy, -30),
  })
  const pago = await testApp.app.request('/api/cuotas/pagos', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(adminToken) },
    body: JSON.stringify({ cuotas: [pagada.id], medio: 'efectivo', importe: pagada.importe }),
  })
  expect(pago.status).toBe(200)
  const { response } = (await pago.json()) as { response: { id: number } }
  const { dispositivoId } = await registerDevice(db(), socio.id)
  return {
    socio: socio.id,
    cuota: cuota.id,
    pago: response.id,
    dispositivo: dispositivoId,
    token: (await createMemberUser(db(), socio.id)).token,
    documento: persona.documento,
    apellido,
  }
}

beforeAll(async () => {
  const admin = (await createTestUser(db(), { level: 3 })).token
  parties.ana = await member('Ana', 'Quiroga', admin)
  parties.bruno = await member('Bruno', 'Echenique', admin)
})

type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: (ids: Ids) => string
  body?: (ids: Ids) => unknown
  /** What a member gets for their own record. */
  own: number
  /** And for another's: never a 200, never a 500. */
  other: number
}

const ROUTES: Route[] = [
  { method: 'GET', path: (ids) => `/api/socios/getSocio?id=${ids.socio}`, own: 200, other: 403 },
  // No photo on record: their own is a 404, another's a 403 before any lookup.
  { method: 'GET', path: (ids) => `/api/socios/${ids.socio}/foto`, own: 404, other: 403 },
  {
    method: 'POST',
    path: () => '/api/socios/generarToken',
    body: (ids) => ({ id: ids.socio }),
    own: 200,
    other: 403,
  },
  {
    method: 'GET',
    path: (ids) => `/api/cuotas/getCuotas?socio=${ids.socio}`,
    own: 200,
    other: 403,
  },
  { method: 'GET', path: (ids) => `/api/cuotas/getCuota?id=${ids.cuota}`, own: 200, other: 403 },
  { method: 'GET', path: (ids) => `/api/cuotas/pagos/${ids.pago}`, own: 200, other: 403 },
  {
    method: 'GET',
    path: (ids) => `/api/socios/dispositivos?socio=${ids.socio}`,
    own: 200,
    other: 403,
  },
  // Nor can they name it.
  {
    method: 'PATCH',
    path: (ids) => `/api/socios/dispositivos/${ids.dispositivo}`,
    body: () => ({ apodo: 'Robado' }),
    own: 200,
    other: 404,
  },
  // Another's phone is one the member does not have: 404, and it stays live.
  {
    method: 'DELETE',
    path: (ids) => `/api/socios/dispositivos/${ids.dispositivo}`,
    own: 200,
    other: 404,
  },
]

const call = (route: Route, token: string, ids: Ids) =>
  testApp.app.request(route.path(ids), {
    method: route.method,
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: route.body ? JSON.stringify(route.body(ids)) : undefined,
  })

describe("a member reaching for another member's records", () => {
  for (const route of ROUTES) {
    const name = `${route.method} ${route.path({ socio: 1, cuota: 2, pago: 3, dispositivo: 4 })}`

    it(`${name}: another's → ${route.other}, saying nothing of them`, async () => {
      const { ana, bruno } = parties
      const res = await call(route, ana.token, bruno)
      expect(res.status).toBe(route.other)
      const text = await res.text()
      expect(text).not.toContain(bruno.apellido)
      expect(text).not.toContain(bruno.documento)
      expect(JSON.parse(text)).toMatchObject({ success: false, message: expect.any(String) })
    })
  }

  it("another's phone is still live after the refused removal", async () => {
    const [row] = await db()
      .select({ revokedAt: dispositivos.revokedAt })
      .from(dispositivos)
      .where(eq(dispositivos.id, parties.bruno.dispositivo))
    expect(row!.revokedAt).toBeNull()
  })

  // Last: the own removal ends Bruno's phone, which the test above needs live.
  for (const route of ROUTES) {
    const name = `${route.method} ${route.path({ socio: 1, cuota: 2, pago: 3, dispositivo: 4 })}`

    it(`${name}: their own → ${route.own}`, async () => {
      const { bruno } = parties
      const res = await call(route, bruno.token, bruno)
      expect(res.status).toBe(route.own)
    })
  }
})
