import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditoriaLista } from '../../../src/domain/auditoria/auditoria-api.ts'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { startGoogleKeys } from '../../../tests/support/google-keys.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { bearer, createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { auditoria } from '../../db/schema/auditoria.ts'
import { users } from '../../db/schema/cuenta.ts'

let testApp: TestApp
let app: App
let google: Awaited<ReturnType<typeof startGoogleKeys>>
let admin: { token: string; email: string; id: number }
let member: string
let gatekeeper: string

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

beforeAll(async () => {
  google = await startGoogleKeys()
  testApp = await createTestApp({ google: { clientId: google.clientId, jwksUrl: google.jwksUrl } })
  app = testApp.app
  const db = testApp.database.db
  const created = await createTestUser(db, { level: 3, email: 'jefa@club.example' })
  admin = { token: created.token, email: created.user.email, id: created.user.id }
  member = (await createTestUser(db, { level: 1 })).token
  gatekeeper = (await createTestUser(db, { level: 1, departments: ['control'] })).token
})

afterAll(async () => {
  await google.stop()
  await testApp.close()
})

const list = async (query = '', token = admin.token) => {
  const res = await app.request(`/api/auditoria${query}`, { headers: bearer(token) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { response: AuditoriaLista }).response
}

const login = (email: string, password: string, address = '203.0.113.7') =>
  app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    from(address),
  )

describe('who may read the activity log', () => {
  it('asks for a session, and only administrators pass', async () => {
    await expectFailure(await app.request('/api/auditoria'), 401, 'No estás autenticado')
    for (const token of [member, gatekeeper]) {
      const res = await app.request('/api/auditoria', { headers: bearer(token) })
      await expectFailure(res, 403, 'No tenés permiso para realizar esta acción')
    }
    const res = await app.request('/api/auditoria', { headers: bearer(admin.token) })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('has no way to change or remove an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of ['/api/auditoria', '/api/auditoria/1']) {
        const res = await app.request(path, { method, headers: bearer(admin.token) })
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
  })
})

describe('what is recorded', () => {
  it('a failed and a successful sign-in, with the address and never the password', async () => {
    const { user } = await createTestUser(testApp.database.db, {
      level: 0,
      email: 'ana@club.example',
    })
    expect((await login('ana@club.example', 'no-es-la-clave-1')).status).toBe(401)
    expect((await login('nadie@club.example', 'otra-clave-falsa')).status).toBe(401)
    expect((await login('ana@club.example', TEST_PASSWORD)).status).toBe(200)

    const { items } = await list('?actor=club.example&accion=ingreso-fallido')
    expect(items.slice(0, 2)).toMatchObject([
      { actor: { id: null, email: 'nadie@club.example' }, ip: '203.0.113.7' },
      { actor: { id: user.id, email: 'ana@club.example' }, detalle: { metodo: 'contraseña' } },
    ])
    const ok = await list('?actor=ana@&accion=ingreso')
    expect(ok.items[0]).toMatchObject({
      actor: { id: user.id, email: 'ana@club.example' },
      accion: 'ingreso',
      ip: '203.0.113.7',
      detalle: { metodo: 'contraseña' },
    })
    const everything = JSON.stringify(await list('?pageSize=100'))
    expect(everything).not.toContain('no-es-la-clave-1')
    expect(everything).not.toContain(TEST_PASSWORD)
  })

  it('a sign-in with Google', async () => {
    const db = testApp.database.db
    const { user } = await createTestUser(db, { level: 1, email: 'gaucho@gmail.com' })
    await db.update(users).set({ googleId: 'g-audit' }).where(eq(users.id, user.id))
    const token = await google.sign({ sub: 'g-audit', email: 'gaucho@gmail.com' })
    const res = await app.request('/api/auth/oauth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    expect(res.status).toBe(200)
    const { items } = await list('?actor=gaucho')
    expect(items).toMatchObject([{ accion: 'ingreso', detalle: { metodo: 'google' } }])
    expect(JSON.stringify(items)).not.toContain(token)
  })

  it("a member's edit names the fields changed, not their values", async () => {
    const { socio } = await createSocio(testApp.database.db, {
      nombre: 'Rosa',
      apellido: 'Calfuquir',
    })
    const res = await app.request(
      `/api/socios/${socio.id}`,
      {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', ...bearer(admin.token) },
        body: JSON.stringify({ apodo: 'Rosita', telefono: '2954555123' }),
      },
      from('198.51.100.20'),
    )
    expect(res.status).toBe(200)
    const { items } = await list('?accion=socio-editado')
    expect(items[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: { id: admin.id, email: admin.email },
      ip: '198.51.100.20',
      accion: 'socio-editado',
      detalle: { socioId: socio.id, campos: ['apodo', 'telefono'] },
      socio: { id: socio.id, nombre: 'Calfuquir, Rosa' },
    })
  })

  it('names the member an entry is about, and says so when they are gone', async () => {
    const db = testApp.database.db
    const { socio } = await createSocio(db, { nombre: 'Ana', apellido: 'Quiroga' })
    const at = new Date()
    await db.insert(auditoria).values([
      {
        at,
        userId: admin.id,
        email: admin.email,
        accion: 'cuota-anulada',
        detalle: { cuota: 1, socio: socio.id, periodo: '2026-11', motivo: 'x' },
      },
      {
        at,
        userId: admin.id,
        email: admin.email,
        accion: 'cuota-anulada',
        detalle: { cuota: 2, socio: 2_000_000_000, periodo: '2026-11', motivo: 'y' },
      },
      {
        at,
        userId: admin.id,
        email: admin.email,
        accion: 'cuotas-generadas',
        detalle: { periodo: '2026-11', creadas: 3 },
      },
    ])
    const anuladas = await list('?accion=cuota-anulada')
    expect(anuladas.items.slice(0, 2).map((entrada) => entrada.socio)).toEqual([
      null,
      { id: socio.id, nombre: 'Quiroga, Ana' },
    ])
    const [generadas] = (await list('?accion=cuotas-generadas')).items
    expect(generadas).not.toHaveProperty('socio')
  })

  it('an export, with its filters', async () => {
    const res = await app.request('/api/socios/export?estado=inactivos&search=calf', {
      headers: bearer(admin.token),
    })
    expect(res.status).toBe(200)
    await res.text()
    const { items } = await list('?accion=socios-exportados')
    expect(items[0]).toMatchObject({
      actor: { email: admin.email },
      detalle: { search: 'calf', estado: 'inactivos', sort: 'apellido' },
    })
  })
})

describe('paging and filters', () => {
  const actor = { id: 99, email: 'Paginas@Example.org' }
  // 2026-03-10 at 01:30 UTC is still the 9th at the club (UTC-3).
  const at = (i: number) => new Date(Date.UTC(2026, 2, 10, 1, 30 + i))

  beforeAll(async () => {
    const audit = app.services.audit
    for (let i = 0; i < 30; i++) {
      audit.record({ actor, accion: 'busqueda-dni', ip: null, detalle: { n: i } }, at(i))
    }
    audit.record({ actor, accion: 'pago', ip: null }, new Date(Date.UTC(2026, 2, 12, 15)))
    await audit.flush()
  })

  it('pages newest first with the total', async () => {
    const first = await list('?actor=paginas@example&pageSize=25')
    expect(first.total).toBe(31)
    expect(first.items).toHaveLength(25)
    expect(first.items[0]!.accion).toBe('pago')
    expect(first.items.slice(1, 3).map((e) => e.detalle.n)).toEqual([29, 28])
    const second = await list('?actor=paginas@example&pageSize=25&page=2')
    expect(second.items.map((e) => e.detalle.n)).toEqual([5, 4, 3, 2, 1, 0])
    expect(second).toMatchObject({ page: 2, pageSize: 25, total: 31 })
  })

  it('filters by action and by days of the club, both included', async () => {
    expect((await list('?actor=PAGINAS&accion=pago')).total).toBe(1)
    // Minutes 0–29 after 01:30 UTC of the 10th: the 9th at the club until 03:00 UTC.
    expect((await list('?actor=paginas&desde=2026-03-09&hasta=2026-03-09')).total).toBe(30)
    expect((await list('?actor=paginas&desde=2026-03-10&hasta=2026-03-11')).total).toBe(0)
    expect((await list('?actor=paginas&desde=2026-03-12')).total).toBe(1)
    expect((await list('?actor=paginas&hasta=2026-03-11')).total).toBe(30)
  })

  it('matches the email literally: % and _ are not wildcards', async () => {
    expect((await list('?actor=%25')).total).toBe(0)
    expect((await list('?actor=paginas_example')).total).toBe(0)
  })

  it('answers bad filters with 400 and a Spanish message', async () => {
    const cases: [string, string][] = [
      ['?desde=2026-02-30', 'La fecha debe tener el formato AAAA-MM-DD'],
      ['?hasta=10/03/2026', 'La fecha debe tener el formato AAAA-MM-DD'],
      [
        '?desde=2026-03-12&hasta=2026-03-10',
        'La fecha "desde" no puede ser posterior a la fecha "hasta"',
      ],
      ['?page=0', 'La página debe ser un número mayor que 0'],
      ['?page=abc', 'La página debe ser un número mayor que 0'],
      ['?pageSize=7', 'El tamaño de página debe ser 25, 50 o 100'],
      ['?accion=borrar', 'Acción inválida'],
      [`?actor=${'a'.repeat(255)}`, 'El email es demasiado largo'],
    ]
    for (const [query, message] of cases) {
      const res = await app.request(`/api/auditoria${query}`, { headers: bearer(admin.token) })
      expect(res.status, query).toBe(400)
      expect(((await res.json()) as { message: string }).message, query).toBe(message)
    }
  })
})
