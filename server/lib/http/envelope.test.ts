import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { fail, ok } from './envelope.ts'

const app = new Hono()
  .use(compress())
  .get('/small', (c) => ok(c, { nombre: 'Ana' }))
  .get('/large', (c) => ok(c, { socios: Array.from({ length: 200 }, (_, id) => ({ id })) }))
  .get('/fail', (c) => fail(c, 400, 'Código QR inválido'))

const gzip = { 'Accept-Encoding': 'gzip' }

describe('the JSON envelope', () => {
  it('sends a small answer as it is, with its length', async () => {
    const res = await app.request('/small', { headers: gzip })
    const text = JSON.stringify({ success: true, response: { nombre: 'Ana' } })
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(res.headers.get('Content-Type')).toBe('application/json')
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)))
    expect(await res.text()).toBe(text)
  })

  it('counts the length in bytes, not characters', async () => {
    const res = await app.request('/fail')
    const body = { success: false, message: 'Código QR inválido', error: 'Código QR inválido' }
    expect(res.status).toBe(400)
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(JSON.stringify(body))))
    expect(await res.json()).toEqual(body)
  })

  it('still compresses a large answer for a client that accepts gzip', async () => {
    const res = await app.request('/large', { headers: gzip })
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(res.headers.get('Content-Length')).toBeNull()
    const text = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text()
    expect(JSON.parse(text).response.socios).toHaveLength(200)
  })
})
