import sharp from 'sharp'

/** Web Mercator tiles are 256 px squares. */
export const TILE_SIZE = 256
/** The map at scale 1: 640 × 360 px, zoom 16 (a few blocks around the club). */
export const MAP_WIDTH = 640
export const MAP_HEIGHT = 360
export const MAP_ZOOM = 16
/** Scale 2 needs 6 × 4 tiles at most; a plan needing more is a bug, never a bigger fetch. */
export const MAX_TILES = 24

export type MapScale = 1 | 2
export type TileRef = { z: number; x: number; y: number; left: number; top: number }
export type TilePlan = {
  width: number
  height: number
  /** The mosaic of whole tiles, and where the map lies inside it. */
  mosaic: { width: number; height: number; left: number; top: number }
  tiles: TileRef[]
}

/**
 * The tiles around `lat`/`lng` for a map of MAP_WIDTH × MAP_HEIGHT at `scale`: scale 2 is
 * twice the pixels over the same ground, so its tiles are one zoom level further in.
 */
export function planTiles(lat: number, lng: number, scale: MapScale): TilePlan {
  const width = MAP_WIDTH * scale
  const height = MAP_HEIGHT * scale
  const z = MAP_ZOOM + Math.log2(scale)
  const count = 2 ** z
  const world = TILE_SIZE * count
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180)
  const centerX = ((lng + 180) / 360) * world
  const centerY = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world
  const left = Math.round(centerX - width / 2)
  const top = Math.round(centerY - height / 2)
  const x0 = Math.floor(left / TILE_SIZE)
  const y0 = Math.floor(top / TILE_SIZE)
  const x1 = Math.floor((left + width - 1) / TILE_SIZE)
  const y1 = Math.floor((top + height - 1) / TILE_SIZE)
  const tiles: TileRef[] = []
  for (let y = y0; y <= y1; y++) {
    // Past the poles there is no tile: that part stays the background colour.
    if (y < 0 || y >= count) continue
    for (let x = x0; x <= x1; x++) {
      // Across the antimeridian the world repeats.
      const wrapped = ((x % count) + count) % count
      tiles.push({ z, x: wrapped, y, left: (x - x0) * TILE_SIZE, top: (y - y0) * TILE_SIZE })
    }
  }
  if (tiles.length > MAX_TILES) throw new Error(`Demasiadas teselas: ${tiles.length}`)
  return {
    width,
    height,
    mosaic: {
      width: (x1 - x0 + 1) * TILE_SIZE,
      height: (y1 - y0 + 1) * TILE_SIZE,
      left: left - x0 * TILE_SIZE,
      top: top - y0 * TILE_SIZE,
    },
    tiles,
  }
}

/** Land colour of OpenStreetMap's standard style, under any missing tile. */
const BACKGROUND = '#f2efe9'
/** A decoded tile larger than this is refused before its pixels are allocated. */
const MAX_TILE_PIXELS = 1024 * 1024

/**
 * The map as WebP: the tiles laid side by side, cut to the plan's frame, a marker whose tip
 * is the centre (the club), and '© OpenStreetMap' in the lower right corner, which the
 * data's licence (ODbL) requires wherever the map is shown.
 */
export async function composeMap(
  plan: TilePlan,
  tiles: { ref: TileRef; bytes: Uint8Array }[],
  scale: MapScale,
): Promise<Buffer> {
  const layers = await Promise.all(
    tiles.map(async ({ ref, bytes }) => {
      // Any format sharp reads, any size: each is made one opaque 256 px square.
      const { data, info } = await sharp(bytes, {
        limitInputPixels: MAX_TILE_PIXELS,
        failOn: 'error',
      })
        .resize(TILE_SIZE, TILE_SIZE, { fit: 'fill' })
        .flatten({ background: BACKGROUND })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      return {
        input: data,
        raw: { width: info.width, height: info.height, channels: info.channels },
        left: ref.left,
        top: ref.top,
      }
    }),
  )
  const { mosaic } = plan
  const { data, info } = await sharp({
    create: { width: mosaic.width, height: mosaic.height, channels: 3, background: BACKGROUND },
  })
    .composite(layers)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pin = { width: 28 * scale, height: 40 * scale }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({ left: mosaic.left, top: mosaic.top, width: plan.width, height: plan.height })
    .composite([
      {
        input: Buffer.from(markerSvg(pin.width, pin.height)),
        left: Math.round(plan.width / 2 - pin.width / 2),
        // The pin's tip (1 unit above its box's bottom) on the centre.
        top: Math.round(plan.height / 2 - (39 / 40) * pin.height),
      },
      { input: Buffer.from(attributionSvg(scale)), gravity: 'southeast' },
    ])
    .webp({ quality: 80 })
    .toBuffer()
}

const markerSvg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 28 40">` +
  `<path d="M14 39C14 39 1.5 23 1.5 13.5a12.5 12.5 0 0 1 25 0C26.5 23 14 39 14 39z" ` +
  `fill="#c62828" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="14" cy="13.5" r="5" fill="#fff"/></svg>`

/**
 * Drawn with the system's sans-serif font (DejaVu or Liberation on Debian), large enough to
 * stay legible when a phone shows the map at half its width.
 */
const attributionSvg = (scale: MapScale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${136 * scale}" height="${21 * scale}" ` +
  `viewBox="0 0 136 21"><rect width="136" height="21" fill="#fff" fill-opacity="0.85"/>` +
  `<text x="131" y="15" text-anchor="end" font-size="13" fill="#333" ` +
  `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">© OpenStreetMap</text></svg>`
