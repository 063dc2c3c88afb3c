/**
 * Images for Chromium's fake camera (docs/architecture.md#tests): a barcode as PNG, then a
 * YUV4MPEG2 file for `--use-file-for-fake-video-capture`, written without ffmpeg.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer'

const require = createRequire(import.meta.url)
let writerReady: Promise<unknown> | undefined

// By default zxing-wasm fetches its .wasm from a CDN, which is unreachable offline.
function loadWriter(): Promise<unknown> {
  writerReady ??= readFile(require.resolve('zxing-wasm/writer/zxing_writer.wasm')).then((bytes) =>
    prepareZXingModule({
      overrides: { wasmBinary: new Uint8Array(bytes).buffer },
      fireImmediately: true,
    }),
  )
  return writerReady
}

/** `text` as a PDF417 symbol in PNG, `scale` pixels per module (default 3), quiet zone included. */
export async function pdf417Png(text: string, options: { scale?: number } = {}): Promise<Buffer> {
  await loadWriter()
  const result = await writeBarcode(text, { format: 'PDF417', scale: options.scale ?? 3 })
  if (!result.image) throw new Error(`PDF417 de ${JSON.stringify(text)}: ${result.error}`)
  return Buffer.from(await result.image.arrayBuffer())
}

type Scene = { image: Buffer; frames: number }

/**
 * A YUV4MPEG2 file for Chromium's fake camera, which loops it: each scene's `image` centred
 * on a `background` (default white) canvas of width×height, scaled down to fit when larger,
 * for `frames` frames; e.g. two members showing their QR one after the other. `fps` sets
 * how long a frame lasts.
 */
export async function writeY4mSequence(
  scenes: Scene[],
  outPath: string,
  options: { width: number; height: number; fps: number; background?: string },
) {
  const { width, height, fps, background = '#ffffff' } = options
  // 4:2:0 keeps one chroma sample per 2×2 block: odd sizes have no valid layout.
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('y4m: ancho y alto deben ser pares')
  const parts: Buffer[] = [
    Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`),
  ]
  for (const scene of scenes) {
    const frame = Buffer.concat([
      Buffer.from('FRAME\n'),
      rgbToI420(await composeRgb(scene.image, width, height, background), width, height),
    ])
    for (let i = 0; i < scene.frames; i++) parts.push(frame)
  }
  await writeFile(outPath, Buffer.concat(parts))
}

/** `text` as a QR code in PNG (error correction M, as the card draws it). */
export async function qrPng(text: string, size = 440): Promise<Buffer> {
  const { toBuffer } = await import('qrcode')
  return toBuffer(text, { errorCorrectionLevel: 'M', width: size, margin: 2 })
}

/** Raw RGB (3 bytes a pixel) of `image` centred on the canvas. */
async function composeRgb(image: Buffer, width: number, height: number, background: string) {
  const fitted = await sharp(image)
    .flatten({ background })
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: fitted, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer()
}

// Limited-range BT.601: the colour space Chromium assumes for I420 frames without metadata.
const lumaOf = (r: number, g: number, b: number) =>
  16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255
const cbOf = (r: number, g: number, b: number) => 128 + (-37.797 * r - 74.203 * g + 112 * b) / 255
const crOf = (r: number, g: number, b: number) => 128 + (112 * r - 93.786 * g - 18.214 * b) / 255

/** Planar Y, then U and V averaged over each 2×2 block. */
function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const lumaSize = width * height
  const chromaSize = lumaSize / 4
  const out = Buffer.alloc(lumaSize + 2 * chromaSize)
  for (let i = 0; i < lumaSize; i++) {
    out[i] = Math.round(lumaOf(rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!))
  }
  const halfWidth = width / 2
  for (let cy = 0; cy < height / 2; cy++) {
    for (let cx = 0; cx < halfWidth; cx++) {
      const [r, g, b] = blockAverage(rgb, width, 2 * cx, 2 * cy)
      out[lumaSize + cy * halfWidth + cx] = Math.round(cbOf(r, g, b))
      out[lumaSize + chromaSize + cy * halfWidth + cx] = Math.round(crOf(r, g, b))
    }
  }
  return out
}

function blockAverage(rgb: Buffer, width: number, x: number, y: number): [number, number, number] {
  const corners = [y * width + x, y * width + x + 1, (y + 1) * width + x, (y + 1) * width + x + 1]
  const channel = (c: number) => corners.reduce((sum, pixel) => sum + rgb[3 * pixel + c]!, 0) / 4
  return [channel(0), channel(1), channel(2)]
}
