import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findDistFile, sendFile } from './serve-dist.ts'

let distDir: string
const script = 'export const club = "Santa Rosa";\n'.repeat(100)

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-dist-'))
  fs.mkdirSync(path.join(distDir, 'assets'))
  const file = path.join(distDir, 'assets', 'index-abc123.js')
  fs.writeFileSync(file, script)
  // As `npm run build` leaves them (scripts/precompress-dist.mjs).
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script))
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script))
  fs.writeFileSync(path.join(distDir, 'crest.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
})

afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

const app = new Hono().get('*', async (c) => {
  const file = await findDistFile(distDir, c.req.path)
  return file ? sendFile(c, file, c.req.path) : c.notFound()
})

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })

describe("static files: the build's compressed copies", () => {
  it('sends the Brotli copy to a browser that accepts it, and gzip to one that does not', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(Number(br.headers.get('Content-Length'))).toBe(brBody.length)
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(script)

    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate' })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)
    expect(gz.headers.get('ETag')).not.toBe(br.headers.get('ETag'))
  })

  it('a refused encoding (q=0) is not sent; without Accept-Encoding the file goes as it is', async () => {
    const refused = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip' })
    expect(refused.headers.get('Content-Encoding')).toBe('gzip')

    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
    expect(plain.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
  })

  it('revalidates each copy by its own tag', async () => {
    const first = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' })
    const etag = first.headers.get('ETag')!
    const again = await get('/assets/index-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': etag,
    })
    expect(again.status).toBe(304)
    const otherEncoding = await get('/assets/index-abc123.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    })
    expect(otherEncoding.status).toBe(200)
  })

  it('a file with no copies goes as it is', async () => {
    const svg = await get('/crest.svg', { 'Accept-Encoding': 'gzip, br' })
    expect(svg.headers.get('Content-Encoding')).toBeNull()
    expect(await svg.text()).toContain('<svg')
  })
})
