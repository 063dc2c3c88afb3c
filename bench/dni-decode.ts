/**
 * zxing-wasm decode time of one 1920×1080 RGBA camera frame, as the DNI scanner reads it:
 * with a DNI's PDF417 in the middle, and with no code at all (most frames while aiming).
 *   npx tsx bench/dni-decode.ts
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader'
import { pdf417Png } from '../tests/support/fake-camera.ts'

const RUNS = 100
const WARM_UP = 10
const [WIDTH, HEIGHT] = [1920, 1080]
const DNI = '00123456789@PEREZ@JUAN CARLOS@M@30123456@A@15/03/1985@10/06/2015@203'

const require = createRequire(import.meta.url)
const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))
await prepareZXingModule({
  overrides: { wasmBinary: new Uint8Array(wasm).buffer },
  fireImmediately: true,
})

/** A light-grey frame, with `barcode` centred on it when given. */
async function frame(barcode?: Buffer): Promise<ImageData> {
  const canvas = sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 4, background: '#d8d8d8' },
  })
  const raw = await (barcode ? canvas.composite([{ input: barcode, gravity: 'centre' }]) : canvas)
    .raw()
    .toBuffer()
  const data = new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.byteLength)
  return { data, width: WIDTH, height: HEIGHT, colorSpace: 'srgb' } as ImageData
}

async function measure(label: string, image: ImageData, options: ReaderOptions, expected: string) {
  const times: number[] = []
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const start = performance.now()
    const [result] = await readBarcodes(image, options)
    const elapsed = performance.now() - start
    if ((result?.text ?? '') !== expected) throw new Error(`${label}: leyó ${result?.text}`)
    if (i >= WARM_UP) times.push(elapsed)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  console.log(
    `${label.padEnd(34)} p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  max ${at(1).toFixed(1)} ms  (n=${RUNS})`,
  )
}

const barcode = await pdf417Png(DNI, { scale: 4 })
const size = await sharp(barcode).metadata()
console.log(`PDF417 de ${size.width}×${size.height} px en un cuadro de ${WIDTH}×${HEIGHT}\n`)

const conDni = await frame(barcode)
const vacio = await frame()
const formats: ReaderOptions['formats'] = ['PDF417', 'QRCode', 'DataMatrix', 'Code128', 'Code39']
for (const tryHarder of [true, false]) {
  const options: ReaderOptions = { formats, maxNumberOfSymbols: 1, tryHarder }
  await measure(`DNI, tryHarder ${tryHarder}`, conDni, options, DNI)
  await measure(`sin código, tryHarder ${tryHarder}`, vacio, options, '')
}
