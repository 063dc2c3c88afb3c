import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditoriaLista } from '../../../src/domain/auditoria/auditoria-api.ts'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import {
  bearer,
  createMemberUser,
  createTestUser,
  TEST_PASSWORD,
} from '../../../tests/support/test-users.ts'
import { createApp, type App } from '../../app.ts'
import { passwordResets, users } from '../../db/schema/cuenta.ts'
import { createSession } from '../../lib/auth/session-store.ts'
import { RESET_LINK_SPENT } from './cuenta.routes.ts'
import { RESET_LINK } from './reset-link.routes.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
let admin: string
let adminUser: { id: number; email: string }
let documento = 33000000

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  const created = await createTestUser(database.db, { level: 3 })
  admin = created.token
  adminUser = { id: created.user.id, email: created.user.email }
})

afterAll(() => testApp.close())

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const alive = async (token: string) => (await post('/auth/auth', undefined, bearer(token))).status

/** A member with an account, signed in on two devices. */
async function memberWithAccount() {
  const { socio } = await createSocio(database.db, {
    nombre: 'Rosa',
    apellido: 'Quiroga',
    documento: String(documento++),
  })
  const { user, token } = await createMemberUser(database.db, socio.id)
  const other = await createSession(database.db, user.id, 'tableta')
  return { socio, user, tokens: [token, other] }
}

type LinkBody = { success: true; message: string; response: { url: string; vence: string } }

async function resetLink(socioId: number, token = admin) {
  const res = await post(`/socios/${socioId}/reset-link`, undefined, bearer(token))
  expect(res.status).toBe(200)
  return (await res.json()) as LinkBody
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!

const nueva = 'médanos-y-caldenes'

describe('POST /api/socios/{id}/reset-link', () => {
  it('an administrator gets a one-time link on the request’s origin, valid 24 hours', async () => {
    const { socio } = await memberWithAccount()
    const before = Date.now()
    const body = await resetLink(socio.id)
    expect(body.message).toBe('Enlace creado: sirve una vez, durante 24 horas')
    expect(body.response.url).toMatch(/^http:\/\/localhost\/auth\/nueva-clave\?token=[\w-]{43}$/)
    const vence = Date.parse(body.response.vence)
    expect(vence).toBeGreaterThanOrEqual(before + 24 * 60 * 60_000)
    expect(vence).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60_000)
    // Only a hash is kept.
    const rows = await database.db.select().from(passwordResets)
    expect(rows.map((row) => row.tokenHash)).not.toContain(tokenOf(body.response.url))
  })

  it('uses PUBLIC_URL when set', async () => {
    const { socio } = await memberWithAccount()
    const behindProxy = createApp({
      database: database,
      distDir: '/nonexistent',
      uploadsDir: '/nonexistent',
      publicUrl: 'https://club.example.org',
    })
    try {
      const res = await behindProxy.request(`/api/socios/${socio.id}/reset-link`, {
        method: 'POST',
        headers: bearer(admin),
      })
      const body = (await res.json()) as LinkBody
      expect(body.response.url).toMatch(/^https:\/\/club\.example\.org\/auth\/nueva-clave\?token=/)
    } finally {
      await behindProxy.close()
    }
  })

  describe('in production', () => {
    /** A request whose Host header an attacker wrote. */
    const forged = (server: App, socioId: number) =>
      server.request(`http://evil.example/api/socios/${socioId}/reset-link`, {
        method: 'POST',
        headers: { ...bearer(admin), Host: 'evil.example' },
      })

    it('builds the link from PUBLIC_URL alone, never from the Host header', async () => {
      const { socio } = await memberWithAccount()
      const server = createApp({
        database,
        distDir: '/nonexistent',
        uploadsDir: '/nonexistent',
        publicUrl: 'https://club.example.org',
        production: true,
      })
      try {
        const body = (await (await forged(server, socio.id)).json()) as LinkBody
        expect(body.response.url).toMatch(/^https:\/\/club\.example\.org\/auth\/nueva-clave\?/)
        expect(body.response.url).not.toContain('evil')
      } finally {
        await server.close()
      }
    })

    it('without PUBLIC_URL, refuses to make a link rather than trust the Host header', async () => {
      const { socio } = await memberWithAccount()
      const server = createApp({
        database,
        distDir: '/nonexistent',
        uploadsDir: '/nonexistent',
        production: true,
      })
      try {
        const res = await forged(server, socio.id)
        expect(await res.text()).not.toContain('evil')
        await expectFailure(await forged(server, socio.id), 503, RESET_LINK.sinUrlPublica)
        // No link was made that nobody could be sent.
        const [cuenta] = await database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.socioId, socio.id))
        const links = await database.db
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.userId, cuenta!.id))
        expect(links).toEqual([])
      } finally {
        await server.close()
      }
    })
  })

  it('only administrators: 401 without a session, 403 for a member', async () => {
    const { socio, tokens } = await memberWithAccount()
    await expectFailure(await post(`/socios/${socio.id}/reset-link`), 401, 'No estás autenticado')
    await expectFailure(
      await post(`/socios/${socio.id}/reset-link`, undefined, bearer(tokens[0]!)),
      403,
      'No tenés permiso para realizar esta acción',
    )
  })

  it('404 for an unknown member or one without an account; 400 for a bad number', async () => {
    const { socio } = await createSocio(database.db, {
      nombre: 'Sin',
      apellido: 'Cuenta',
      documento: String(documento++),
    })
    const call = (id: string) => post(`/socios/${id}/reset-link`, undefined, bearer(admin))
    await expectFailure(
      await call(String(socio.id)),
      404,
      'El socio no tiene una cuenta para ingresar',
    )
    await expectFailure(await call('999999'), 404, 'Socio no encontrado')
    await expectFailure(await call('abc'), 400, 'Número de socio inválido')
    // Past PostgreSQL's integer: the client's mistake, not the database's 500.
    await expectFailure(await call('2147483648'), 400, 'Número de socio inválido')
  })

  it('refuses an administrator’s account: one administrator may not take over another', async () => {
    const { socio, user } = await memberWithAccount()
    await database.db.update(users).set({ level: 3 }).where(eq(users.id, user.id))
    await expectFailure(
      await post(`/socios/${socio.id}/reset-link`, undefined, bearer(admin)),
      403,
      'Una cuenta de administración cambia su contraseña desde Mi Cuenta',
    )
  })
})

describe('POST /api/socios/{id}/reset-link: the activity log', () => {
  const linksMade = async () => {
    const res = await app.request('/api/auditoria?accion=enlace-clave-creado&pageSize=100', {
      headers: bearer(admin),
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { response: AuditoriaLista }).response.items
  }

  it('records who made a link for which account, never the token or the link', async () => {
    const { socio, user } = await memberWithAccount()
    const link = await resetLink(socio.id)
    const entries = (await linksMade()).filter((e) => e.detalle.socio === socio.id)
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: adminUser,
        ip: null,
        accion: 'enlace-clave-creado',
        detalle: { socio: socio.id, cuenta: user.id },
        socio: { id: socio.id, nombre: expect.any(String) },
      },
    ])
    const recorded = JSON.stringify(entries)
    expect(recorded).not.toContain(tokenOf(link.response.url))
    expect(recorded).not.toContain('nueva-clave')
  })

  it('records nothing when no link is made', async () => {
    const { socio, user, tokens } = await memberWithAccount()
    const before = (await linksMade()).length
    // A member may not make one; an administrator's account is refused.
    expect(
      (await post(`/socios/${socio.id}/reset-link`, undefined, bearer(tokens[0]!))).status,
    ).toBe(403)
    await database.db.update(users).set({ level: 3 }).where(eq(users.id, user.id))
    expect((await post(`/socios/${socio.id}/reset-link`, undefined, bearer(admin))).status).toBe(
      403,
    )
    expect(await linksMade()).toHaveLength(before)
  })
})

describe('POST /api/auth/reset', () => {
  it('sets the new password, signs in, and ends every other session', async () => {
    const { socio, user, tokens } = await memberWithAccount()
    const link = await resetLink(socio.id)
    const res = await post('/auth/reset', { token: tokenOf(link.response.url), nueva })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      message: string
      response: { token: string; userData: { id: number; socio_id: number } }
    }
    expect(body.message).toBe('Cambiaste tu contraseña')
    expect(body.response.userData).toMatchObject({ id: user.id, socio_id: socio.id })
    expect(await alive(body.response.token)).toBe(200)
    for (const t of tokens) expect(await alive(t)).toBe(401)
    const login = (password: string) => post('/auth/login', { email: user.email, password })
    expect((await login(nueva)).status).toBe(200)
    expect((await login(TEST_PASSWORD)).status).toBe(401)
  })

  it('a link works once', async () => {
    const { socio } = await memberWithAccount()
    const token = tokenOf((await resetLink(socio.id)).response.url)
    expect((await post('/auth/reset', { token, nueva })).status).toBe(200)
    await expectFailure(
      await post('/auth/reset', { token, nueva: 'otra-clave-larga' }),
      400,
      RESET_LINK_SPENT,
    )
  })

  it('two uses at once: one sets the password, the other is refused', async () => {
    const { socio } = await memberWithAccount()
    const token = tokenOf((await resetLink(socio.id)).response.url)
    const answers = await Promise.all([
      post('/auth/reset', { token, nueva }),
      post('/auth/reset', { token, nueva: 'otra-clave-larga' }),
    ])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400])
  })

  it('an expired link is refused', async () => {
    const { socio, user } = await memberWithAccount()
    const token = tokenOf((await resetLink(socio.id)).response.url)
    await database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id))
    await expectFailure(await post('/auth/reset', { token, nueva }), 400, RESET_LINK_SPENT)
  })

  it('a newer link replaces the one sent before', async () => {
    const { socio } = await memberWithAccount()
    const first = tokenOf((await resetLink(socio.id)).response.url)
    const second = tokenOf((await resetLink(socio.id)).response.url)
    await expectFailure(await post('/auth/reset', { token: first, nueva }), 400, RESET_LINK_SPENT)
    expect((await post('/auth/reset', { token: second, nueva })).status).toBe(200)
  })

  it('a made-up token is refused; a weak password is refused and the link kept', async () => {
    await expectFailure(
      await post('/auth/reset', { token: 'inventado', nueva }),
      400,
      RESET_LINK_SPENT,
    )
    const { socio } = await memberWithAccount()
    const token = tokenOf((await resetLink(socio.id)).response.url)
    const weak = await post('/auth/reset', { token, nueva: '12345678' })
    expect(weak.status).toBe(400)
    expect(((await weak.json()) as { message: string }).message).toBe(
      'Esa contraseña es muy común: elegí otra',
    )
    expect((await post('/auth/reset', { token, nueva })).status).toBe(200)
  })
})
