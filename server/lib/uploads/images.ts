import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** An uploaded image is smaller than 10 MB (docs/product.md#camera-and-photos). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
/** A decoded image larger than this is refused before its pixels are allocated. */
export const MAX_INPUT_PIXELS = 50_000_000

/** How a stored image is bounded (fit inside, never enlarged). */
export const IMAGE_BOUNDS = {
  foto: { width: 1024, height: 1024 },
  documento: { width: 1600, height: 1600 },
} as const
export type ImageBounds = (typeof IMAGE_BOUNDS)[keyof typeof IMAGE_BOUNDS]

type Format = 'jpeg' | 'png' | 'webp' | 'heif'

// ISO-BMFF brands of HEIF images (HEIC and AVIF); whether sharp decodes one is up to its
// build (the prebuilt libvips decodes AVIF, not HEVC-coded HEIC: those end as 415).
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

/** The image format its first bytes announce, or null: the name and declared type are ignored. */
export function sniffImage(bytes: Uint8Array): Format | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.every((byte, i) => bytes[i] === byte)) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && sharp.format.heif.input.buffer) {
    const brand = ascii(bytes, 8, 12)
    if (HEIF_BRANDS.has(brand) || AVIF_BRANDS.has(brand)) return 'heif'
  }
  return null
}

/** How sharp reads an upload: bounded in pixels, and broken data is an error. */
export const INPUT_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const

/**
 * Whether `bytes` are an image this server accepts: a known signature whose header sharp
 * reads as the same format (a PNG header inside a "JPEG" is refused), within the pixel limit.
 */
export async function isAcceptedImage(bytes: Uint8Array): Promise<boolean> {
  const format = sniffImage(bytes)
  if (!format) return false
  try {
    const { format: decoded } = await sharp(bytes, INPUT_OPTIONS).metadata()
    return decoded === format
  } catch {
    return false
  }
}

/**
 * Decodes an uploaded image and re-encodes it as WebP: EXIF orientation applied, every
 * piece of metadata (EXIF, GPS, XMP, ICC) dropped, bounded to `bounds`. Null when the bytes
 * are not an image this server accepts (unknown signature, broken data, too many pixels).
 */
export async function prepareImage(bytes: Uint8Array, bounds: ImageBounds): Promise<Buffer | null> {
  if (!(await isAcceptedImage(bytes))) return null
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif): the output has none.
    return await sharp(bytes, INPUT_OPTIONS)
      .rotate()
      .resize({ ...bounds, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
  } catch {
    return null
  }
}

/** Writes each image under a new random name in `dir`; returns the names in order. */
export async function saveImages(dir: string, images: readonly Buffer[]): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true })
  const names: string[] = []
  try {
    for (const image of images) {
      const name = `${randomUUID()}.webp`
      names.push(name)
      await fs.writeFile(path.join(dir, name), image, { flag: 'wx' })
    }
    return names
  } catch (error) {
    await removeImages(dir, names)
    throw error
  }
}

/** Deletes files written by `saveImages`; a file already gone is not an error. */
export async function removeImages(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) => fs.rm(path.join(dir, path.basename(name)), { force: true })),
  )
}
