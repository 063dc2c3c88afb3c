/**
 * How small a card's QR may be in the gate camera's 400 × 400 frame and still be read
 * (docs/performance.md#qr-reach): the kiosk's own decoder (qr-scanner, its worker engine, as
 * on a tablet without BarcodeDetector) in headless Chromium, on frames where the code is
 * drawn as the card draws it (its CSS size at 3 device pixels per CSS pixel), then scaled
 * down into the frame, sharp and with a 1 px blur (focus, motion). For each code, the smallest
 * size in frame pixels from which it and every larger size are read; per kind, the median
 * and the worst of its codes, and what they mean in centimetres under the assumptions printed.
 *   npm run bench:qr-reach [-- --samples 10]
 * Codes are random base64url texts of each kind's length: a QR's modules depend only on the
 * length and the alphabet (byte mode), not on what the token says.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import QRCode from 'qrcode'
import { chromiumArgs, chromiumExecutablePath } from '../tests/support/chromium.ts'

const { values } = parseArgs({ options: { samples: { type: 'string', default: '10' } } })
const SAMPLES = Number(values.samples)
const FRAME = 400
const DPR = 3
/** Modules of white around the code, as `qr-canvas.tsx` draws it. */
const MARGIN = 2
/** A phone's CSS pixel (an iPhone 13: 390 px across 6.4 cm) and a tablet camera's field. */
const CM_PER_CSS_PX = 6.4 / 390
const FIELD_OF_VIEW_DEG = 70

const KINDS = [
  // CSS sizes as qr-canvas.tsx and device-qr.tsx draw them.
  { name: 'servidor (108)', length: 108, cssSize: 120 },
  { name: 'teléfono Ed25519 (243)', length: 243, cssSize: 200 },
  { name: 'teléfono P-256 (287)', length: 287, cssSize: 256 },
]

type Code = { text: string; size: number; dark: number[] }

function code(length: number): Code {
  const text = randomBytes(length).toString('base64url').slice(0, length)
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const dark: number[] = []
  for (let i = 0; i < modules.size * modules.size; i++) if (modules.data[i]) dark.push(i)
  return { text, size: modules.size, dark }
}

const QR_SCANNER = path.resolve('node_modules/qr-scanner')
const ORIGIN = 'http://bench.local'
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
})
try {
  const page = await browser.newPage()
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(1)
    if (!file)
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>qr</title>' })
    return route.fulfill({
      contentType: 'text/javascript',
      body: fs.readFileSync(path.join(QR_SCANNER, path.basename(file))),
    })
  })
  await page.goto(`${ORIGIN}/`)
  // A string, not a function: the bench's transpiler would add helpers the page lacks.
  await page.evaluate(`(async () => {
    const { default: QrScanner } = await import('${ORIGIN}/qr-scanner.min.js')
    const engine = await QrScanner.createQrEngine()
    window.engineKind = engine instanceof Worker ? 'worker' : 'BarcodeDetector'
    window.readAt = async (codes, scale, frameSize, blur) => {
      const frame = document.createElement('canvas')
      frame.width = frame.height = ${FRAME}
      const context = frame.getContext('2d')
      let read = 0
      for (const code of codes) {
        const total = code.size + 2 * ${MARGIN}
        const source = document.createElement('canvas')
        source.width = source.height = total * scale
        const drawing = source.getContext('2d')
        drawing.fillStyle = '#fff'
        drawing.fillRect(0, 0, source.width, source.height)
        drawing.fillStyle = '#000'
        for (const i of code.dark) {
          const row = Math.floor(i / code.size), col = i % code.size
          drawing.fillRect((col + ${MARGIN}) * scale, (row + ${MARGIN}) * scale, scale, scale)
        }
        context.filter = 'none'
        context.fillStyle = '#3a3a3a'
        context.fillRect(0, 0, ${FRAME}, ${FRAME})
        context.filter = blur ? 'blur(' + blur + 'px)' : 'none'
        context.imageSmoothingQuality = 'high'
        const at = (${FRAME} - frameSize) / 2
        context.drawImage(source, at, at, frameSize, frameSize)
        try {
          const result = await QrScanner.scanImage(frame, { returnDetailedScanResult: true, qrEngine: engine })
          if (result.data === code.text) read++
        } catch {}
      }
      return read
    }
  })()`)
  const engine = await page.evaluate('window.engineKind')
  console.log(
    `Alcance del QR en el cuadro de ${FRAME} × ${FRAME} de la cámara (qr-scanner, motor ${engine}, ${SAMPLES} códigos de cada tipo)`,
  )
  const tan = Math.tan((FIELD_OF_VIEW_DEG / 2) * (Math.PI / 180))
  for (const kind of KINDS) {
    const codes = Array.from({ length: SAMPLES }, () => code(kind.length))
    const total = codes[0]!.size + 2 * MARGIN
    const scale = Math.max(1, Math.floor((kind.cssSize * DPR) / total))
    const cm = (total * scale * CM_PER_CSS_PX) / DPR
    const parts: string[] = []
    for (const blur of [0, 1]) {
      const sizes: number[] = []
      for (const one of codes) sizes.push(await smallestRead([one], scale, blur))
      sizes.sort((a, b) => a - b)
      const median = sizes[Math.floor(sizes.length / 2)]!
      const worst = sizes.at(-1)!
      const reach = (size: number) => ((FRAME * cm) / (2 * size * tan)).toFixed(1)
      parts.push(
        worst
          ? `${blur ? 'desenfocado 1 px' : 'nítido'}: mediana ${median} px (${(median / total).toFixed(2)} px por módulo, ${reach(median)} cm), peor ${worst} px (${reach(worst)} cm)`
          : `${blur ? 'desenfocado 1 px' : 'nítido'}: alguno no se lee`,
      )
    }
    console.log(
      `  ${kind.name}: versión ${(total - 2 * MARGIN - 17) / 4}, ${total - 2 * MARGIN} módulos, ${cm.toFixed(1)} cm en el teléfono`,
    )
    console.log(`    ${parts.join('; ')}`)
  }
  console.log(
    `  (cm: un píxel CSS del teléfono de ${(CM_PER_CSS_PX * 10).toFixed(3)} mm, cámara de ${FIELD_OF_VIEW_DEG}° de campo)`,
  )

  /** The smallest frame size from which this size and all larger ones up to the frame are read. */
  async function smallestRead(codes: Code[], scale: number, blur: number) {
    let smallest = 0
    for (let size = FRAME; size >= 40; size -= 4) {
      const read = (await page.evaluate(
        ([c, s, f, b]) => (window as unknown as Reader).readAt(c, s, f, b),
        [codes, scale, size, blur] as const,
      )) as number
      if (read < codes.length) break
      smallest = size
    }
    return smallest
  }
} finally {
  await browser.close()
}

type Reader = { readAt(codes: Code[], scale: number, size: number, blur: number): Promise<number> }
