import { beforeAll, describe, expect, it } from 'vitest'
import { DEMASIADO_ANIDADO } from '../src/domain/validation.ts'
import { useTestApp } from '../tests/support/test-app.ts'
import { createSocio } from '../tests/support/socio-builder.ts'
import { bearer, createMemberUser, createTestUser } from '../tests/support/test-users.ts'
import { JSON_BODY_MAX_BYTES } from './lib/http/body-limit.ts'
import { MAX_IMAGE_BYTES } from './lib/uploads/images.ts'
import { ADD_SOCIO_MAX_BYTES } from './routes/alta/alta.routes.ts'
import { CHECKINS_MAX_BYTES } from './routes/porteria/porteria.routes.ts'

/**
 * Every route that takes a body, from the app's own list (as the access sweep walks it), as
 * an administrator (past every guard; a member where only a member's record gets to the body):
 * one byte over its declared limit is a 413 with its
 * Spanish message, whether the size is declared or only counted, and a body of the limit is
 * not; a JSON route refuses a body nested past the depth limit with 400
 * (docs/architecture.md#routers-per-resource, #validation). A new route with a body of
 * another size fails here until its limit is written below.
 */
const testApp = useTestApp({ uploads: true, clubImages: true })

const TOO_LARGE = 'La solicitud es demasiado grande'
const IMAGE_TOO_LARGE = 'El archivo debe ser menor a 10MB'
/** The routes whose limit (the largest body taken) is not JSON's 64 KB, with their message. */
const LIMITS: Record<string, { bytes: number; message: string; multipart?: true }> = {
  'POST /api/gate/checkins': { bytes: CHECKINS_MAX_BYTES, message: TOO_LARGE },
  'POST /api/socios/addSocio': { bytes: ADD_SOCIO_MAX_BYTES, message: TOO_LARGE, multipart: true },
  // The image itself is the body, 'menor a 10MB': 10 MB is one byte too many.
  'PUT /api/socios/:id/foto': {
    bytes: MAX_IMAGE_BYTES - 1,
    message: IMAGE_TOO_LARGE,
    multipart: true,
  },
  'PUT /api/socios/:id/imagenes/:tipo': {
    bytes: MAX_IMAGE_BYTES - 1,
    message: IMAGE_TOO_LARGE,
    multipart: true,
  },
  'POST /api/settings/imagenes': {
    bytes: MAX_IMAGE_BYTES,
    message: IMAGE_TOO_LARGE,
    multipart: true,
  },
}
/** Routes that read no body: nothing in it, however deep, reaches a parser. */
const NO_BODY = new Set([
  'POST /api/auth/auth',
  'POST /api/auth/logout',
  'POST /api/auth/logoutAll',
  'POST /api/socios/:id/reset-link',
  'DELETE /api/socios/dispositivos/:id',
  'DELETE /api/grupos/:id',
  'DELETE /api/grupos/:id/miembros/:socioId',
  'DELETE /api/actividades/:id/inscripciones/:socioId',
])
/** Only an account with a member record gets to the body (a phone of one's own). */
const AS_MEMBER = new Set(['POST /api/socios/dispositivos'])
/** Ends the session it is called with: each call gets one of its own. */
const ENDS_SESSION = new Set(['POST /api/auth/logout', 'POST /api/auth/logoutAll'])

let admin: string
let member: string

beforeAll(async () => {
  const { db } = testApp.database
  admin = (await createTestUser(db, { level: 3 })).token
  const { socio } = await createSocio(db, { nombre: 'Ana', apellido: 'Quiroga' })
  member = (await createMemberUser(db, socio.id)).token
})

/** Each route with a body once, its path's parameters filled in. */
const routesWithBody = () => [
  ...new Map(
    testApp.app.routes
      .filter((route) => !['GET', 'HEAD', 'ALL'].includes(route.method))
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  ).keys(),
]
const concrete = (pattern: string) =>
  pattern.replace(/:tipo/, 'documentoFrente').replace(/:[^/]+/g, '1')

async function send(name: string, body: string | Uint8Array, declared: boolean) {
  const [method, pattern] = name.split(' ') as [string, string]
  const token = ENDS_SESSION.has(name)
    ? (await createTestUser(testApp.database.db, { level: 3 })).token
    : AS_MEMBER.has(name)
      ? member
      : admin
  const multipart = LIMITS[name]?.multipart
  const res = await testApp.app.request(concrete(pattern), {
    method,
    headers: {
      ...bearer(token),
      'Content-Type': multipart ? 'multipart/form-data; boundary=x' : 'application/json',
      // Declared, the size is refused before a byte is read; else it is counted as it comes.
      ...(declared ? { 'Content-Length': String(body.length) } : {}),
    },
    body,
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as { message?: string } }
}

/** Valid JSON of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => `{"x":"${'a'.repeat(bytes - 8)}"}`

describe('body limits on every route with a body', () => {
  it('finds the routes', () => {
    expect(routesWithBody().length).toBeGreaterThan(30)
    for (const name of [...Object.keys(LIMITS), ...NO_BODY, ...AS_MEMBER])
      expect(routesWithBody(), name).toContain(name)
  })

  it('one byte over the limit: 413 with the Spanish message, declared or counted', async () => {
    const wrong: string[] = []
    for (const name of routesWithBody()) {
      const { bytes, message } = LIMITS[name] ?? { bytes: JSON_BODY_MAX_BYTES, message: TOO_LARGE }
      for (const declared of [true, false]) {
        const res = await send(name, jsonOf(bytes + 1), declared)
        if (res.status !== 413 || res.body?.message !== message)
          wrong.push(`${name}${declared ? '' : ' (contado)'}: ${res.status} ${res.body?.message}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('a body of the limit is not refused for its size', async () => {
    const wrong: string[] = []
    for (const name of routesWithBody()) {
      const res = await send(name, jsonOf(LIMITS[name]?.bytes ?? JSON_BODY_MAX_BYTES), false)
      if (res.status === 413) wrong.push(`${name}: ${res.body?.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('JSON nested past 64 levels: 400 with the Spanish message; at 64, another answer', async () => {
    const wrong: string[] = []
    for (const name of routesWithBody()) {
      if (LIMITS[name]?.multipart || NO_BODY.has(name)) continue
      const deep = await send(name, '['.repeat(65) + ']'.repeat(65), false)
      if (deep.status !== 400 || deep.body?.message !== DEMASIADO_ANIDADO)
        wrong.push(`${name}: ${deep.status} ${deep.body?.message}`)
      const limit = await send(name, '['.repeat(64) + ']'.repeat(64), false)
      if (limit.body?.message === DEMASIADO_ANIDADO) wrong.push(`${name}: 64 niveles refusados`)
    }
    expect(wrong).toEqual([])
  })
})
