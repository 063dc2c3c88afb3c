type Signature = 'jpeg' | 'png' | 'webp' | 'avif'

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

/**
 * The image format a file's first bytes announce, among those the server takes
 * (server/lib/uploads/images.ts: JPEG, PNG, WebP, AVIF; HEIC it cannot decode), or null. The name
 * and the declared type say nothing: a text renamed `.jpg` comes as image/jpeg.
 */
export function imageSignature(bytes: Uint8Array): Signature | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.every((byte, i) => bytes[i] === byte)) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif'
  return null
}

/**
 * Whether a chosen file is a photo the server will take (docs/product.md#camera-and-photos):
 * a known signature, and the browser decodes it (broken data after a good header is refused
 * here rather than at the save).
 */
export async function isImageFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  if (!imageSignature(head)) return false
  if (typeof createImageBitmap !== 'function') return true
  try {
    const bitmap = await createImageBitmap(file)
    bitmap.close()
    return true
  } catch {
    return false
  }
}
