import fs from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../tests/support/test-app.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'
import { issueQrToken } from './routes/carnet/qr-keys.ts'
import { createNodeServer, RAW_ROUTES } from './node-server.ts'

/**
 * Same origin only (docs/architecture.md#same-origin): no answer gives another origin CORS
 * permission, no preflight is granted, and no answer sets a cookie, so a page elsewhere can
 * neither read the API nor act with a member's session (which travels only in the
 * Authorization header the app's own code sets). Every route the app registers and every
 * route below Hono, as an administrator and anonymously.
 */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-origin-dist-'))
fs.writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body></body></html>')
const testApp = useTestApp({ distDir })
const EVIL = 'https://evil.example'

let admin: string
let server: Server
let base: string

beforeAll(async () => {
  admin = (await createTestUser(testApp.database.db, { level: 3 })).token
  server = await createNodeServer(testApp.app.fetch, testApp.app.services)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve))
  fs.rmSync(distDir, { recursive: true, force: true })
})

/** Every route once, its parameters filled in; the listener's with a real code. */
async function everyRoute() {
  const routes = new Map<string, { method: string; path: string }>()
  for (const route of testApp.app.routes) {
    if (route.method === 'ALL') continue
    const concrete = route.path.replace(/\*$/, 'x').replace(/:[^/]+/g, '1')
    routes.set(`${route.method} ${route.path}`, { method: route.method, path: concrete })
  }
  const code = await issueQrToken(testApp.database.db, 999_999)
  for (const route of RAW_ROUTES)
    routes.set(`raw ${route.method} ${route.path}`, {
      method: route.method,
      path: route.path.replace(/:[^/]+/, code),
    })
  return [...routes.values()]
}

/** The CORS and cookie headers of an answer, which must be none. */
const granted = (res: Response) =>
  [...res.headers.keys()].filter((name) => /^access-control-|^set-cookie$/.test(name))

describe('same origin only', () => {
  it('no answer to another origin carries CORS permission or a cookie', async () => {
    const routes = await everyRoute()
    expect(routes.length).toBeGreaterThan(40)
    const wrong: string[] = []
    for (const { method, path: url } of routes) {
      // A sign-out ends the session it is called with: it gets one of its own.
      const signedIn = url.startsWith('/api/auth/logout')
        ? (await createTestUser(testApp.database.db, { level: 3 })).token
        : admin
      for (const token of [signedIn, null]) {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: {
            Origin: EVIL,
            'Content-Type': 'application/json',
            ...(token ? bearer(token) : {}),
          },
          body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
        })
        await res.arrayBuffer()
        if (granted(res).length > 0) wrong.push(`${method} ${url}: ${granted(res).join(', ')}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('no preflight from another origin is granted', async () => {
    const wrong: string[] = []
    for (const { method, path: url } of await everyRoute()) {
      const res = await fetch(`${base}${url}`, {
        method: 'OPTIONS',
        headers: {
          Origin: EVIL,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      })
      await res.arrayBuffer()
      if (res.ok || granted(res).length > 0)
        wrong.push(`OPTIONS ${url}: ${res.status} ${granted(res).join(', ')}`)
    }
    expect(wrong).toEqual([])
  })

  it("a form another site posts carries no session: refused as anyone's", async () => {
    // What a cross-site form can send: no Authorization header, a "simple" content type.
    for (const url of ['/api/cuotas/pagos', '/api/auth/logoutAll', '/api/grupos']) {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { Origin: EVIL, 'Content-Type': 'text/plain' },
        body: '{"cuotas":[1],"medio":"efectivo","importe":1}',
      })
      expect(res.status, url).toBe(401)
      await res.arrayBuffer()
    }
  })
})
