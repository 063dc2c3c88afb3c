/** The longest a tile may take to arrive. */
export const TILE_TIMEOUT_MS = 10_000
/** A tile bigger than this is refused unread (an OpenStreetMap tile weighs 5–50 KB). */
export const MAX_TILE_BYTES = 512 * 1024

export type TileSource = {
  /** The one origin tiles are fetched from: the configured template's. */
  readonly origin: string
  /** The tile's bytes; rejects on any failure (network, timeout, status, size). */
  fetchTile(z: number, x: number, y: number, signal: AbortSignal): Promise<Uint8Array>
}

/** What the app calls itself to tile servers: OpenStreetMap's policy wants a name and version. */
export const TILES_USER_AGENT = 'club-pwa/1 (mapa del club)'

/**
 * Map tiles from the tile server of `template` (MAP_TILES_URL, docs/architecture.md#static-map):
 * only `{z}`, `{x}` and `{y}` are filled in, with whole numbers this server computed, and the
 * result must keep the template's origin; redirects are refused, so no other host is ever
 * asked. Each request names the app in its User-Agent and, when the server knows its public
 * URL, sends it as Referer, as OpenStreetMap's tile policy asks.
 */
export function createTileSource(template: string, publicUrl?: string): TileSource {
  const origin = new URL(template).origin
  const headers: Record<string, string> = {
    'User-Agent': TILES_USER_AGENT,
    Accept: 'image/png,image/*',
    ...(publicUrl ? { Referer: `${publicUrl}/` } : {}),
  }
  return {
    origin,
    async fetchTile(z, x, y, signal) {
      for (const n of [z, x, y])
        if (!Number.isSafeInteger(n) || n < 0) throw new TileError('tesela')
      const url = new URL(
        template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)),
      )
      if (url.origin !== origin) throw new TileError('origen')
      const res = await fetch(url, {
        headers,
        redirect: 'error',
        signal: AbortSignal.any([signal, AbortSignal.timeout(TILE_TIMEOUT_MS)]),
      })
      if (!res.ok || !res.body) {
        await res.body?.cancel()
        throw new TileError(`HTTP ${res.status}`)
      }
      const declared = Number(res.headers.get('Content-Length') ?? 0)
      if (declared > MAX_TILE_BYTES) {
        await res.body.cancel()
        throw new TileError('tamaño')
      }
      return readCapped(res.body, MAX_TILE_BYTES)
    },
  }
}

/** A tile could not be had. Its message names no URL: a template may carry an API key. */
export class TileError extends Error {
  constructor(reason: string) {
    super(`Tesela no disponible (${reason})`)
  }
}

async function readCapped(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      throw new TileError('tamaño')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size)
}
