import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGoogleKeys } from '../../../tests/support/google-keys.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { bearer, createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { users } from '../../db/schema/cuenta.ts'

/**
 * Taking over a member's account through Google sign-up (docs/decisions/0015): an attacker
 * signs up with Google but types the victim's email in the form, then waits for the desk to
 * register the victim with that email.
 */
let google: Awaited<ReturnType<typeof startGoogleKeys>>
let testApp: TestApp
let app: App
let admin: string
let photo: Buffer

beforeAll(async () => {
  google = await startGoogleKeys()
  testApp = await createTestApp({
    uploads: true,
    google: { clientId: google.clientId, jwksUrl: google.jwksUrl },
  })
  app = testApp.app
  admin = (await createTestUser(testApp.database.db, { level: 3 })).token
  photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer()
})

afterAll(async () => {
  await google.stop()
  await testApp.close()
})

type Envelope = { success: boolean; message: string; response: Record<string, unknown> }

const call = async (path: string, body?: unknown, token?: string) => {
  const res = await app.request(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Envelope }
}

/** The profile Google hands back for an account it has never seen. */
async function preregister(sub: string, email: string, emailVerified = true) {
  const token = await google.sign({ sub, email, email_verified: emailVerified })
  return call('/auth/oauth', { token })
}

async function googleSignUp(sub: string, googleEmail: string, formEmail: string) {
  const pre = await preregister(sub, googleEmail)
  expect(pre.status).toBe(200)
  const signup = await call('/auth/signup', {
    email: formEmail,
    nombre: 'Alguien',
    apellido: 'Cualquiera',
    password: 'una-clave-larga-1',
    confirmPassword: 'una-clave-larga-1',
    googleId: pre.body.response.googleId,
  })
  expect(signup.status).toBe(200)
  return signup.body.response as { token: string; userData: { id: number; email: string } }
}

/** The desk registers a member with this email and the password typed at the desk. */
async function altaEnMostrador(documento: string, email: string, password: string) {
  const form = new FormData()
  form.append(
    'socio',
    JSON.stringify({
      documento,
      nombre: 'Víctima',
      apellido: 'Socia',
      nacimiento: '1988-02-03',
      sexo: 'Femenino',
      nacionalidad: 'Argentina',
      domicilio: 'Calle Falsa 123, Santa Rosa',
      email,
      whatsapp: '2954111222',
      cuit: '0',
      password,
    }),
  )
  form.append('archivos', new File([photo], 'fotoSocio.jpg', { type: 'image/jpeg' }))
  form.append('archivos', new File([photo], 'documentoFrente.jpg', { type: 'image/jpeg' }))
  const res = await app.request('/api/socios/addSocio', {
    method: 'POST',
    body: form,
    headers: bearer(admin),
  })
  return { status: res.status, body: (await res.json()) as Envelope }
}

const signIn = (email: string, password: string) => call('/auth/login', { email, password })

describe('Google sign-up cannot claim someone else’s email', () => {
  it('the attack end to end: the attacker sees nothing of the victim', async () => {
    const attacker = await googleSignUp('g-atacante', 'atacante@gmail.com', 'victima@example.com')
    // The account holds the email Google proved, never the one typed in the form.
    expect(attacker.userData.email).toBe('atacante@gmail.com')

    const alta = await altaEnMostrador('33444555', 'victima@example.com', 'clave-del-mostrador')
    expect(alta.status).toBe(200)
    const victimId = alta.body.response.id as number

    const me = await call('/auth/auth', {}, attacker.token)
    expect(me.body.response).toMatchObject({ socio_id: null, level: 0 })
    const again = await call('/auth/oauth', {
      token: await google.sign({ sub: 'g-atacante', email: 'atacante@gmail.com' }),
    })
    expect(again.body.response).toMatchObject({ userData: { socio_id: null, level: 0 } })
    expect((await call(`/socios/getSocio?id=${victimId}`, undefined, attacker.token)).status).toBe(
      403,
    )
    expect((await call('/socios/generarToken', { id: victimId }, attacker.token)).status).toBe(403)
    const photoRes = await app.request(`/api/socios/${victimId}/foto`, {
      headers: bearer(attacker.token),
    })
    expect(photoRes.status).toBe(403)

    // The member's own account is the one made at the desk.
    const victim = await signIn('victima@example.com', 'clave-del-mostrador')
    expect(victim.status).toBe(200)
    expect(victim.body.response).toMatchObject({ userData: { socio_id: victimId, level: 1 } })
  })

  it('a Google account whose email Google has not verified cannot sign up', async () => {
    const pre = await preregister('g-sin-verificar', 'sin-verificar@gmail.com', false)
    expect(pre.status).toBe(403)
    expect(pre.body.message).toBe(
      'Tu cuenta de Google no tiene el email verificado: verificalo en Google o registrate con tu email',
    )
  })

  it('an unproven account with the email is not linked: the desk is told, the member gets theirs', async () => {
    const { db } = testApp.database
    // An account whose email nobody proved (a password sign-up, or a Google sign-up of
    // before this fix, which stored the form's email).
    const squatter = await createTestUser(db, { level: 0, email: 'ocupado@example.com' })
    await db
      .update(users)
      .set({ googleId: 'g-viejo', emailVerificado: false })
      .where(eq(users.id, squatter.user.id))

    const alta = await altaEnMostrador('33444666', 'ocupado@example.com', 'otra-clave-distinta')
    expect(alta.status).toBe(200)
    expect(alta.body.message).toBe('Socio registrado exitosamente')
    expect(alta.body.response.aviso).toBe(
      'Había una cuenta sin verificar con ese email: se reemplazó por la cuenta del socio, que ingresa con la contraseña cargada acá.',
    )
    const socioId = alta.body.response.id as number
    expect((await call('/auth/auth', {}, squatter.token)).status).toBe(401)
    expect((await signIn('ocupado@example.com', TEST_PASSWORD)).status).toBe(401)
    const owner = await signIn('ocupado@example.com', 'otra-clave-distinta')
    expect(owner.body.response).toMatchObject({ userData: { socio_id: socioId, level: 1 } })
  })

  it('an account is linked when the desk types its password: the person proved it', async () => {
    const { db } = testApp.database
    const own = await createTestUser(db, { level: 0, email: 'propia@example.com' })
    const alta = await altaEnMostrador('33444777', 'propia@example.com', TEST_PASSWORD)
    expect(alta.status).toBe(200)
    expect(alta.body.response).not.toHaveProperty('aviso')
    // Raised to member, the account signs in again (docs/decisions/0020).
    expect((await call('/auth/auth', {}, own.token)).status).toBe(401)
    const again = await signIn('propia@example.com', TEST_PASSWORD)
    expect(again.body.response).toMatchObject({
      userData: { id: own.user.id, socio_id: alta.body.response.id },
    })
  })

  it('a Google account whose verified email is the member’s is linked', async () => {
    const member = await googleSignUp('g-socia', 'socia@gmail.com', 'socia@gmail.com')
    const alta = await altaEnMostrador('33444888', 'socia@gmail.com', 'clave-cualquiera-9')
    expect(alta.status).toBe(200)
    const me = await call('/auth/oauth', {
      token: await google.sign({ sub: 'g-socia', email: 'socia@gmail.com' }),
    })
    expect(me.body.response).toMatchObject({
      userData: { id: member.userData.id, socio_id: alta.body.response.id, level: 1 },
    })
  })
})
