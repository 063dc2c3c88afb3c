import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startMapTiles, type MapTiles } from '../../../tests/support/map-tiles.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { testClock } from '../../../tests/support/test-clock.ts'
import { createApp } from '../../app.ts'
import { saveClubSettings } from './club-settings.ts'
import { clubDefaults } from '../../seed/club-defaults.ts'
import { createStaticMap } from './static-map.ts'

let tiles: MapTiles
let testApp: TestApp
let cacheDir: string
/** Every URL the server fetched during the test, and the origins it may have asked. */
let fetched: string[]
let allowed: string[]
let spies: { mockRestore(): void }[]

const here = (lat: number, lng: number) =>
  saveClubSettings(testApp.database.db, {
    ...clubDefaults,
    direccion: { ...clubDefaults.direccion, lat, lng },
  })

const getMap = (query = '', headers: Record<string, string> = {}) =>
  testApp.app.request(`/api/settings/mapa${query}`, { headers })

beforeAll(async () => {
  tiles = await startMapTiles()
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-mapa-'))
  testApp = await createTestApp({ staticMap: { tilesUrl: tiles.url, cacheDir } })
})

afterAll(async () => {
  await testApp.close()
  await tiles.stop()
  fs.rmSync(cacheDir, { recursive: true, force: true })
})

beforeEach(() => {
  fetched = []
  allowed = [tiles.origin]
  tiles.requests.length = 0
  const realFetch = globalThis.fetch
  spies = [
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input))
      return realFetch(input, init)
    }),
    // A failure is logged as a warning; the tests that expect one check its text.
    vi.spyOn(console, 'warn').mockImplementation(() => {}),
  ]
})

afterEach(() => {
  for (const spy of spies) spy.mockRestore()
  tiles.setFailing(false)
  // Nothing was asked of any host but the configured tile server.
  expect(fetched.filter((url) => !allowed.some((origin) => url.startsWith(`${origin}/`)))).toEqual(
    [],
  )
})

describe('GET /api/settings/mapa', () => {
  it('answers a 640 × 360 WebP of the club, cached for a day, with an ETag', async () => {
    await here(-36.6203, -64.2906)
    const res = await getMap()
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(res.headers.get('ETag')).toMatch(/^"[\w-]+"$/)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 360 })
    // Zoom 16 around the club, 3 or 4 tiles across and 2 or 3 down, each named by the app.
    expect(tiles.requests.length).toBeGreaterThanOrEqual(6)
    expect(tiles.requests.length).toBeLessThanOrEqual(12)
    for (const { path: tile, userAgent } of tiles.requests) {
      expect(tile).toMatch(/^\/16\/\d+\/\d+\.png$/)
      expect(userAgent).toBe('club-pwa/1 (mapa del club)')
    }
  })

  it('draws the marker on the centre and the attribution in the corner', async () => {
    const { data, info } = await sharp(Buffer.from(await (await getMap()).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels
      return [data[at]!, data[at + 1]!, data[at + 2]!] as const
    }
    // The marker's red just above the tip, the attribution's pale box in the corner.
    const [r, g, b] = pixel(320, 165)
    expect(r).toBeGreaterThan(150)
    expect(g + b).toBeLessThan(150)
    expect(pixel(638, 358).every((channel) => channel > 190)).toBe(true)
  })

  it('asks the tile server once: later and simultaneous requests share the image', async () => {
    const first = await getMap()
    const etag = first.headers.get('ETag')!
    const answers = await Promise.all([getMap(), getMap(), getMap()])
    expect(answers.map((res) => res.headers.get('ETag'))).toEqual([etag, etag, etag])
    expect(tiles.requests).toHaveLength(0)
    const again = await getMap('', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
  })

  it('fetches one set of tiles when many ask at once for a new place', async () => {
    await here(-36.61, -64.3)
    const answers = await Promise.all(Array.from({ length: 5 }, () => getMap()))
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200])
    const paths = tiles.requests.map((request) => request.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('keeps the image on disk: a restarted server asks no tile', async () => {
    const before = await (await getMap()).arrayBuffer()
    const restarted = createApp({
      database: testApp.database,
      distDir: '/nonexistent',
      uploadsDir: '/nonexistent',
      staticMap: { tilesUrl: tiles.url, cacheDir },
    })
    try {
      const res = await restarted.request('/api/settings/mapa')
      expect(res.status).toBe(200)
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(before))).toBe(true)
      expect(tiles.requests).toHaveLength(0)
    } finally {
      await restarted.close()
    }
  })

  it('makes a new image when the club moves, and forgets the old one', async () => {
    const before = await getMap()
    const oldEtag = before.headers.get('ETag')
    await here(-36.63, -64.28)
    const moved = await getMap()
    expect(moved.status).toBe(200)
    expect(moved.headers.get('ETag')).not.toBe(oldEtag)
    expect(tiles.requests.length).toBeGreaterThan(0)
    // The folder keeps only the current place's images.
    expect(fs.readdirSync(cacheDir)).toHaveLength(1)
  })

  it('answers 1280 × 720 at ?escala=2 from tiles one zoom level further in', async () => {
    const res = await getMap('?escala=2')
    expect(res.status).toBe(200)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ width: 1280, height: 720 })
    expect(tiles.requests.length).toBeLessThanOrEqual(24)
    for (const request of tiles.requests) expect(request.path).toMatch(/^\/17\//)
    expect(fs.readdirSync(cacheDir).sort()).toEqual([
      expect.stringMatching(/-1x\.webp$/),
      expect.stringMatching(/-2x\.webp$/),
    ])
  })

  it('refuses another scale', async () => {
    const res = await getMap('?escala=3')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ success: false, message: 'La escala debe ser 1 o 2' })
  })

  it('without tiles: 503 in Spanish, and no tile asked for again within the minute', async () => {
    await here(-36.64, -64.27)
    tiles.setFailing(true)
    const res = await getMap()
    expect(res.status).toBe(503)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(Number(res.headers.get('Retry-After'))).toBe(60)
    expect(await res.json()).toEqual({
      success: false,
      message: 'El mapa no está disponible',
      error: 'El mapa no está disponible',
    })
    const asked = tiles.requests.length
    expect(asked).toBeGreaterThan(0)
    // The warning says why, never the tile server's URL (it may carry a key).
    const warning = vi.mocked(console.warn).mock.calls.flat().join(' ')
    expect(warning).toContain('Mapa del club: no se pudo armar (Tesela no disponible (HTTP 503))')
    expect(warning).not.toContain('127.0.0.1')

    tiles.setFailing(false)
    const again = await getMap()
    expect(again.status).toBe(503)
    expect(Number(again.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    expect(tiles.requests).toHaveLength(asked)
    // The old place's image is not served for the new place.
    expect(await getMap('?escala=2')).toHaveProperty('status', 503)
    expect(tiles.requests).toHaveLength(asked)
  })
})

describe('createStaticMap', () => {
  const club = { lat: -36.6203, lng: -64.2906 }

  it('tries again once the minute has passed', async () => {
    const clock = testClock()
    const map = createStaticMap({ tilesUrl: tiles.url })
    try {
      tiles.setFailing(true)
      expect(await map.get(club, 1, clock.now())).toEqual({ ok: false, retryAfter: 60 })
      const asked = tiles.requests.length
      tiles.setFailing(false)
      clock.advance(59_000)
      expect(await map.get(club, 1, clock.now())).toEqual({ ok: false, retryAfter: 1 })
      expect(tiles.requests).toHaveLength(asked)
      clock.advance(1_000)
      expect(await map.get(club, 1, clock.now())).toMatchObject({ ok: true })
      expect(tiles.requests.length).toBeGreaterThan(asked)
    } finally {
      await map.close()
    }
  })

  it('a tile server that does not answer: unavailable, with no stack trace', async () => {
    const down = await startMapTiles()
    await down.stop()
    allowed.push(down.origin)
    const map = createStaticMap({ tilesUrl: down.url })
    try {
      const answer = await map.get(club, 1)
      expect(answer).toEqual({ ok: false, retryAfter: 60 })
      expect(vi.mocked(console.warn).mock.calls.flat().join(' ')).not.toMatch(/\n\s+at /)
    } finally {
      await map.close()
    }
  })

  it('without a tile server there is never a map, and nothing is fetched', async () => {
    const map = createStaticMap()
    expect(await map.get(club, 1)).toMatchObject({ ok: false })
    expect(fetched).toEqual([])
    await map.close()
  })

  it('after close, asks for nothing more', async () => {
    const map = createStaticMap({ tilesUrl: tiles.url })
    await map.close()
    expect(await map.get(club, 1)).toMatchObject({ ok: false })
    expect(tiles.requests).toHaveLength(0)
  })
})
