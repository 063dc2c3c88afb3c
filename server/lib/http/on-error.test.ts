import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it, vi } from 'vitest'
import { ok } from './envelope.ts'
import { onError } from './on-error.ts'

const SERVER_ERROR = {
  success: false,
  message: 'Ocurrió un error en el servidor. Intentá de nuevo más tarde.',
  error: 'Ocurrió un error en el servidor. Intentá de nuevo más tarde.',
}

const app = new Hono()
  .use('/after/*', async (_c, next) => {
    await next()
    throw new Error('falla después de responder')
  })
  .get('/after/answer', (c) => ok(c, { nombre: 'x'.repeat(300) }))
  .get('/after/photo', (c) =>
    c.body('foto', 200, { 'Cache-Control': 'private, max-age=86400', ETag: '"v1"' }),
  )
  .get('/throws', () => {
    throw new Error('falla en la ruta')
  })
  .get('/query', () => {
    throw new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ana@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      Object.assign(new Error('duplicate key value violates unique constraint'), {
        code: '23505',
      }),
    )
  })
  .get('/bad', () => {
    throw new HTTPException(400)
  })
  .onError(onError)

describe('onError', () => {
  it('answers a failure after a response was built with its own length', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {})
    const res = await app.request('/after/answer')
    const text = await res.text()
    expect(res.status).toBe(500)
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)))
    expect(JSON.parse(text)).toEqual(SERVER_ERROR)
    expect(logged).toHaveBeenCalledTimes(1)
  })

  it('keeps nothing of that response: a browser must not cache the error', async () => {
    vi.mocked(console.error).mockImplementation(() => {})
    const res = await app.request('/after/photo')
    expect(res.status).toBe(500)
    expect(res.headers.get('Cache-Control')).toBeNull()
    expect(res.headers.get('ETag')).toBeNull()
    expect(await res.json()).toEqual(SERVER_ERROR)
  })

  it('hides what failed in a route behind a Spanish 500', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {})
    const res = await app.request('/throws')
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual(SERVER_ERROR)
    expect(String(logged.mock.calls[0]![0])).toContain('falla en la ruta')
  })

  it('logs neither the query parameters nor the query string', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {})
    const res = await app.request('/query?documento=30123456&email=ana@example.com')
    expect(res.status).toBe(500)
    const line = String(logged.mock.calls[0]![0])
    expect(line).toContain('GET /query: DrizzleQueryError: Failed query: insert into "users"')
    expect(line).toContain('23505 duplicate key value violates unique constraint')
    for (const secret of ['ana@example.com', 'argon2id', '30123456']) {
      expect(line).not.toContain(secret)
    }
  })

  it("answers a client's mistake as 4xx, without logging it", async () => {
    const res = await app.request('/bad')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ success: false, error: 'La solicitud no es válida' })
  })
})
