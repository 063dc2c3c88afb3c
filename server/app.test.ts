import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../tests/support/test-database.ts'
import { createApp } from './app.ts'
import { findDistFile } from './static/serve-dist.ts'
import { seedClubSettings } from './seed/club-settings.ts'
import { saveClubSettings } from './routes/configuracion/club-settings.ts'
import { clubDefaults } from './seed/club-defaults.ts'
import { ROUTE_PATHS_FILE, routePathsFromTree } from '../scripts/route-paths-plugin.ts'

let database: TestDatabase
let distDir: string
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedClubSettings(database.db)
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-dist-'))
  fs.mkdirSync(path.join(distDir, 'assets'))
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<html><head><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"><!--club-head--></head><body><div id="root"></div></body></html>',
  )
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.css'), 'body{color:red}')
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.x = 1')
  fs.mkdirSync(path.join(distDir, '.vite'))
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}')
  // What the build emits: the paths of the real route tree.
  const tree = fs.readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8')
  fs.writeFileSync(path.join(distDir, ROUTE_PATHS_FILE), JSON.stringify(routePathsFromTree(tree)))
  app = createApp({ database, distDir, uploadsDir: distDir })
})

afterAll(async () => {
  await app.close()
  await database.cleanup()
  fs.rmSync(distDir, { recursive: true, force: true })
})

describe('API', () => {
  it('GET /api/health answers with the database engine', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      success: true,
      response: { status: 'ok', database: database.engine },
    })
  })

  it('a JSON body nested 30,000 levels deep is refused with 400, anonymously, never a 500', async () => {
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '['.repeat(30_000) + ']'.repeat(30_000),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      success: false,
      message: 'La solicitud tiene demasiados niveles anidados',
    })
  })

  it('an unknown /api path is a 404 JSON envelope, never the SPA', async () => {
    for (const url of ['/api/nope', '/api/socios/inexistente?x=1']) {
      const res = await app.request(url)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(await res.json()).toEqual({
        success: false,
        message: 'No existe el recurso solicitado',
        error: 'No existe el recurso solicitado',
      })
    }
  })

  it('GET /api/settings/public returns the club data', async () => {
    const res = await app.request('/api/settings/public')
    const body = (await res.json()) as { response: typeof clubDefaults }
    expect(res.status).toBe(200)
    expect(body.response.nombre).toBe('Club Social y Deportivo Santa Rosa')
    expect(body.response.horarioSecretaria).toEqual({
      dias: 'lunes a viernes',
      desde: '17:00',
      hasta: '21:00',
    })
    expect(body.response.direccion.ciudad).toBe('Santa Rosa')
    expect(body.response.hero).toHaveLength(10)
  })

  it('reads saved settings back', async () => {
    await saveClubSettings(database.db, { ...clubDefaults, nombreCorto: 'Club SR' })
    const res = await app.request('/api/settings/public')
    expect(((await res.json()) as { response: { nombreCorto: string } }).response.nombreCorto).toBe(
      'Club SR',
    )
    await saveClubSettings(database.db, clubDefaults)
  })
})

describe('security headers', () => {
  it('are on API and page responses alike', async () => {
    for (const url of ['/api/health', '/', '/assets/index-abc123.js']) {
      const res = await app.request(url)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain("'unsafe-inline' 'self'")
      expect(csp).toMatch(/script-src[^;]*/)
      expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline')
      expect(csp).toContain("worker-src 'self' blob:")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})

describe('serving the built app', () => {
  it('hashed assets are immutable', async () => {
    const res = await app.request('/assets/index-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toContain('text/javascript')
  })

  it('sw.js and index.html are always revalidated', async () => {
    expect((await app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache')
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache')
  })

  it('client routes get index.html with the club data in it', async () => {
    for (const url of ['/', '/socios/preguntas', '/admin/socio/12', '/Admin/Socios/']) {
      const res = await app.request(url)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('<title>Club Social y Deportivo Santa Rosa</title>')
      expect(html).toContain('id="club-settings"')
      expect(html).toContain(`rel="preload" as="image" href="${clubDefaults.escudo}"`)
    }
  })

  it('a path no route has gets the same page with a 404 status', async () => {
    for (const url of ['/no/existe', '/admin/socio', '/admin/socios/5/otra', '/cuenta/carnet/x']) {
      const res = await app.request(url)
      expect(res.status, url).toBe(404)
      const html = await res.text()
      expect(html).toContain('id="club-settings"')
      expect(html).toContain('<div id="root"></div>')
    }
  })

  it('only the landing page preloads the hero image', async () => {
    const hero = `${clubDefaults.hero[0]!.src}-portrait-480.avif`
    expect(await (await app.request('/')).text()).toContain(hero)
    for (const url of ['/index.html', '/socios/preguntas', '/no/existe']) {
      expect(await (await app.request(url)).text()).not.toContain(hero)
    }
  })

  it('a build without its route table answers 200 for every client path', async () => {
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'club-dist-'))
    fs.cpSync(distDir, older, { recursive: true })
    fs.rmSync(path.join(older, ROUTE_PATHS_FILE))
    const olderApp = createApp({ database, distDir: older, uploadsDir: older })
    try {
      expect((await olderApp.request('/no/existe')).status).toBe(200)
    } finally {
      await olderApp.close()
      fs.rmSync(older, { recursive: true, force: true })
    }
  })

  it('inlines the entry stylesheet into index.html', async () => {
    const html = await (await app.request('/')).text()
    expect(html).toContain('<style>body{color:red}</style>')
    expect(html).not.toContain('rel="stylesheet"')
  })

  it('a missing file is a 404, not the app shell', async () => {
    const res = await app.request('/assets/missing-123.js')
    expect(res.status).toBe(404)
  })

  it("keeps the build's own files (the chunk manifest) to the server", async () => {
    const res = await app.request('/.vite/manifest.json')
    expect(res.status).toBe(404)
    expect(await findDistFile(distDir, '/%2evite/manifest.json')).toBeNull()
  })

  it('never resolves a file outside dist', async () => {
    for (const url of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/a%00b',
    ]) {
      expect(await findDistFile(distDir, url)).toBeNull()
    }
    expect(await findDistFile(distDir, '/assets/index-abc123.js')).not.toBeNull()
  })

  it('serves the web app manifest from the settings', async () => {
    const res = await app.request('/manifest.webmanifest')
    expect(res.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = (await res.json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'Club Social y Deportivo Santa Rosa',
      short_name: 'Club Santa Rosa',
      display: 'standalone',
      lang: 'es-AR',
    })
    expect(JSON.stringify(manifest.shortcuts)).toContain('/cuenta/carnet')
    expect(JSON.stringify(manifest.shortcuts)).toContain('/admin/control')
    expect(JSON.stringify(manifest.icons)).toContain('maskable')
  })
})
