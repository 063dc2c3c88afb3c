import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { composeMap, MAP_ZOOM, planTiles, type MapScale, type TileRef } from './map-image.ts'
import { createTileSource, type TileSource } from './tile-source.ts'

/** After a failure the tiles are not asked for again for a minute. */
export const FAILURE_PAUSE_MS = 60_000
/** Tiles fetched at once: OpenStreetMap's tile policy asks for few connections. */
const TILE_CONCURRENCY = 2
/** The longest all the tiles of one map may take, whatever each one does. */
const COMPOSE_TIMEOUT_MS = 30_000
/** Part of every image's key: a change to the drawing makes new images. */
const DRAWING_VERSION = 1

export type MapImage = { body: Uint8Array<ArrayBuffer>; etag: string }
export type MapAnswer = { ok: true; image: MapImage } | { ok: false; retryAfter: number }
export type StaticMap = ReturnType<typeof createStaticMap>

class MapUnavailable extends Error {
  constructor(readonly retryAfter: number) {
    super('Mapa no disponible')
  }
}

/**
 * The club's static map (docs/architecture.md#static-map), composed from tiles of the
 * configured tile server and kept as a file per place and scale in `cacheDir`, and in memory
 * as the promise of it, so that any number of requests at once cause one composition. After
 * a failure (no internet, the tile server down) no tile is asked for FAILURE_PAUSE_MS.
 * Without `tilesUrl` (tests) there is never a map. `close()` stops the fetches under way and
 * waits for them.
 */
export function createStaticMap(
  options: {
    tilesUrl?: string | undefined
    cacheDir?: string | undefined
    /** PUBLIC_URL, sent to the tile server as Referer. */
    publicUrl?: string | undefined
  } = {},
) {
  const { tilesUrl, cacheDir } = options
  const source = tilesUrl ? createTileSource(tilesUrl, options.publicUrl) : null
  const images = new Map<string, Promise<MapImage>>()
  const closing = new AbortController()
  let failedAt = -Infinity
  /** The place last asked for: an older one still loading neither writes nor prunes. */
  let currentPlace = ''

  async function load(
    source: TileSource,
    place: string,
    key: string,
    at: { lat: number; lng: number },
    scale: MapScale,
    now: number,
  ): Promise<MapImage> {
    const file = cacheDir ? path.join(cacheDir, `${key}.webp`) : null
    const kept = file ? await fs.readFile(file).catch(() => null) : null
    if (kept) return withEtag(kept)
    const waited = now - failedAt
    if (waited < FAILURE_PAUSE_MS) {
      throw new MapUnavailable(Math.ceil((FAILURE_PAUSE_MS - waited) / 1000))
    }
    let body: Buffer
    try {
      const plan = planTiles(at.lat, at.lng, scale)
      const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(COMPOSE_TIMEOUT_MS)])
      const tiles = await fetchAll(source, plan.tiles, signal)
      body = await composeMap(plan, tiles, scale)
    } catch (error) {
      failedAt = now
      if (!closing.signal.aborted) {
        const reason = error instanceof Error ? error.message : String(error)
        console.warn(`Mapa del club: no se pudo armar (${reason}); se reintenta en un minuto.`)
      }
      throw new MapUnavailable(FAILURE_PAUSE_MS / 1000)
    }
    if (cacheDir && file && place === currentPlace && !closing.signal.aborted) {
      await keep(cacheDir, place, file, body)
    }
    return withEtag(body)
  }

  return {
    /**
     * The map centred on `at`, or how many seconds to wait before asking again. `now` is on
     * performance.now()'s scale.
     */
    async get(
      at: { lat: number; lng: number },
      scale: MapScale,
      now = performance.now(),
    ): Promise<MapAnswer> {
      if (!source || closing.signal.aborted) return { ok: false, retryAfter: 3600 }
      // One name per tile server, place and drawing; the template itself (which may hold an
      // API key) never appears in a file name.
      const place = createHash('sha256')
        .update(
          JSON.stringify([
            DRAWING_VERSION,
            tilesUrl,
            at.lat.toFixed(6),
            at.lng.toFixed(6),
            MAP_ZOOM,
          ]),
        )
        .digest('hex')
        .slice(0, 16)
      const key = `${place}-${scale}x`
      currentPlace = place
      let image = images.get(key)
      if (!image) {
        // Only the current place is remembered: a moved club forgets the old one.
        for (const old of images.keys()) if (!old.startsWith(place)) images.delete(old)
        const loading = load(source, place, key, at, scale, now)
        images.set(key, loading)
        loading.catch(() => {
          if (images.get(key) === loading) images.delete(key)
        })
        image = loading
      }
      try {
        return { ok: true, image: await image }
      } catch (error) {
        if (error instanceof MapUnavailable) return { ok: false, retryAfter: error.retryAfter }
        throw error
      }
    },
    /** Stops the tile fetches under way and waits for what was loading. */
    async close() {
      closing.abort()
      await Promise.allSettled(images.values())
      images.clear()
    },
  }
}

const withEtag = (body: Uint8Array): MapImage => ({
  // Once, when made or read: an answer's body must be a plain (not shared) ArrayBuffer's.
  body:
    body.buffer instanceof ArrayBuffer ? (body as Uint8Array<ArrayBuffer>) : new Uint8Array(body),
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
})

/** Every tile of the plan, TILE_CONCURRENCY at a time; the first failure ends them all. */
async function fetchAll(source: TileSource, refs: TileRef[], signal: AbortSignal) {
  const failed = new AbortController()
  const both = AbortSignal.any([signal, failed.signal])
  const tiles: { ref: TileRef; bytes: Uint8Array }[] = []
  const errors: unknown[] = []
  let next = 0
  const worker = async () => {
    while (next < refs.length && !both.aborted) {
      const ref = refs[next++]!
      try {
        tiles.push({ ref, bytes: await source.fetchTile(ref.z, ref.x, ref.y, both) })
      } catch (error) {
        errors.push(error)
        failed.abort()
      }
    }
  }
  await Promise.all(Array.from({ length: TILE_CONCURRENCY }, worker))
  if (errors.length > 0) throw errors[0]
  if (signal.aborted) throw new Error('tiempo agotado o servidor cerrándose')
  return tiles
}

/**
 * Writes the image atomically (a temporary file renamed), then removes the images of other
 * places, so the folder holds the current place's scales only. A failed write is only logged:
 * the image is still served from memory.
 */
async function keep(cacheDir: string, place: string, file: string, body: Buffer) {
  try {
    await fs.mkdir(cacheDir, { recursive: true })
    const temporary = `${file}.${randomUUID()}.tmp`
    await fs.writeFile(temporary, body)
    await fs.rename(temporary, file)
    for (const name of await fs.readdir(cacheDir)) {
      if (!name.startsWith(place)) await fs.rm(path.join(cacheDir, name), { force: true })
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(`Mapa del club: no se pudo guardar en disco (${reason}).`)
  }
}
