import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/support/test-app.ts'
import { RAW_ROUTES } from '../../../node-server.ts'

/**
 * The API reference (docs/architecture.md#api-reference): every route the app registers and
 * every route answered below Hono (the ones the access sweep walks, server/access-matrix.test.ts)
 * is an operation of GET /api/openapi.json, the document passes Redocly's lint, and
 * GET /api/docs is a page that loads only this server's files.
 */
const testApp = useTestApp()

type Operation = {
  operationId?: string
  summary?: string
  tags?: string[]
  security?: unknown[]
  responses?: Record<string, unknown>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> }

/** The pages of the client's router: the SPA's shell, not the API. */
const NOT_API = new Set(['GET /*', 'HEAD /*'])

/** `/api/socios/:id/foto` as OpenAPI writes it: `/api/socios/{id}/foto`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:([^/]+)/g, '{$1}')

let document: Document

beforeAll(async () => {
  const res = await testApp.app.request('/api/openapi.json')
  expect(res.status).toBe(200)
  document = (await res.json()) as Document
})

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\./)
  })

  it('lists every route of the app and of the listener below Hono', () => {
    const routes = [
      ...testApp.app.routes.filter((route) => route.method !== 'ALL'),
      ...RAW_ROUTES,
    ].map((route) => `${route.method} ${route.path}`)
    const missing = [...new Set(routes)]
      .filter((route) => !NOT_API.has(route))
      .filter((route) => {
        const [method, honoPath] = route.split(' ') as [string, string]
        return !document.paths[openApiPath(honoPath)]?.[method.toLowerCase()]
      })
    expect(missing).toEqual([])
  })

  it('lists nothing the app does not answer', () => {
    const routes = new Set(
      testApp.app.routes.map((route) => `${route.method} ${openApiPath(route.path)}`),
    )
    const extra = Object.entries(document.paths).flatMap(([where, item]) =>
      Object.keys(item)
        .map((method) => `${method.toUpperCase()} ${where}`)
        .filter((operation) => !routes.has(operation)),
    )
    expect(extra).toEqual([])
  })

  it('gives every operation an id, a summary, a tag, its access and its answers', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item))
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/)
      expect(operation.summary).toBeTruthy()
      expect(operation.tags).toHaveLength(1)
      expect(operation.security).toBeDefined()
      expect(operation.responses?.['200']).toBeDefined()
    }
  })

  it("passes Redocly's lint with no error and no warning", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'))
    try {
      const file = path.join(dir, 'openapi.json')
      fs.writeFileSync(file, JSON.stringify(document))
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js')
      const run = spawnSync(
        process.execPath,
        [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json'],
        {
          encoding: 'utf8',
          timeout: 120_000,
          // No telemetry and no update check: this machine, and CI, may have no internet.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      )
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number }
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[]
      }
      const problems = report.problems.map(
        (p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
      )
      expect(problems).toEqual([])
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
      expect(run.status).toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('GET /api/docs', () => {
  it("is a page that loads only this server's files, with the app's security headers", async () => {
    const res = await testApp.app.request('/api/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
    // No inline script (the CSP allows none): each one is a file of ours.
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toMatch(/src="\/api\/docs\/[\w.-]+"/)
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(assets).toContain('/api/docs/swagger-ui-bundle.js')
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//)
      const file = await testApp.app.request(asset)
      expect(file.status, asset).toBe(200)
      expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(0)
    }
  })

  it('serves no other file', async () => {
    for (const name of ['package.json', 'swagger-ui-bundle.js.map', '..%2Fpackage.json']) {
      const res = await testApp.app.request(`/api/docs/${name}`)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ success: false })
    }
  })
})
