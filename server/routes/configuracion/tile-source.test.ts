import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTileSource, MAX_TILE_BYTES } from './tile-source.ts'

/** One server for the tiles; another that no request may reach. */
let tiles: http.Server
let elsewhere: http.Server
let base: string
let elsewhereAsked = 0
const seen: { url: string; userAgent: string | undefined; referer: string | undefined }[] = []

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  elsewhere = http.createServer((_req, res) => {
    elsewhereAsked++
    res.end('x')
  })
  const other = await listen(elsewhere)
  tiles = http.createServer((req, res) => {
    const { 'user-agent': userAgent, referer } = req.headers
    seen.push({ url: req.url ?? '', userAgent, referer })
    if (req.url?.startsWith('/redirect/')) {
      res.writeHead(302, { Location: `${other}/tile.png` })
      res.end()
    } else if (req.url?.startsWith('/big/')) {
      // No Content-Length: the size is found out while reading.
      res.writeHead(200, { 'Content-Type': 'image/png' })
      res.end(Buffer.alloc(MAX_TILE_BYTES + 1))
    } else {
      res.writeHead(200, { 'Content-Type': 'image/png' })
      res.end('tile')
    }
  })
  base = await listen(tiles)
})

afterAll(async () => {
  for (const server of [tiles, elsewhere]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const never = new AbortController().signal

describe('createTileSource', () => {
  it('fills in the template, names the app and says where it runs', async () => {
    const source = createTileSource(`${base}/t/{z}/{x}/{y}.png?key=k`, 'https://club.example.org')
    expect(source.origin).toBe(base)
    expect(Buffer.from(await source.fetchTile(16, 21_567, 40_456, never)).toString()).toBe('tile')
    expect(seen.at(-1)).toEqual({
      url: '/t/16/21567/40456.png?key=k',
      userAgent: 'club-pwa/1 (mapa del club)',
      referer: 'https://club.example.org/',
    })
  })

  it('refuses a redirect: no other host is asked', async () => {
    const source = createTileSource(`${base}/redirect/{z}/{x}/{y}.png`, undefined)
    await expect(source.fetchTile(1, 0, 0, never)).rejects.toThrow()
    expect(elsewhereAsked).toBe(0)
  })

  it('refuses a tile over the size limit', async () => {
    const source = createTileSource(`${base}/big/{z}/{x}/{y}.png`, undefined)
    await expect(source.fetchTile(1, 0, 0, never)).rejects.toThrow('Tesela no disponible (tamaño)')
  })

  it('refuses coordinates that are not whole non-negative numbers', async () => {
    const source = createTileSource(`${base}/{z}/{x}/{y}.png`, undefined)
    const count = seen.length
    await expect(source.fetchTile(1, -1, 0, never)).rejects.toThrow('Tesela no disponible')
    await expect(source.fetchTile(1, 0.5, 0, never)).rejects.toThrow('Tesela no disponible')
    expect(seen).toHaveLength(count)
  })
})
