/** Rasterising SVG and encoding AVIF, WebP and JPEG at the best quality that fits a byte budget. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { HERO_VARIANTS, WEBP_BUDGET_FACTOR } from './club.ts'
import { clamp } from './svg.ts'

type Format = 'avif' | 'webp' | 'jpeg'

/** Highest quality (≤ qMax) whose output fits in `budget` bytes; binary search on quality. */
export async function encodeWithinBudget(
  input: () => Sharp,
  format: Format,
  budget: number,
  qMax = format === 'avif' ? 62 : 82,
  qMin = format === 'avif' ? 15 : 10,
): Promise<{ data: Buffer; quality: number }> {
  const encode = (q: number): Promise<Buffer> => {
    const img = input()
    if (format === 'avif')
      return img.avif({ quality: q, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer()
    if (format === 'webp')
      return img.webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer()
    return img.jpeg({ quality: q, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
  }
  const first = await encode(qMax)
  if (first.length <= budget) return { data: first, quality: qMax }
  let best: { data: Buffer; quality: number } | null = null
  let lo = qMin
  let hi = qMax - 1
  while (lo <= hi) {
    const q = Math.floor((lo + hi) / 2)
    const data = await encode(q)
    if (data.length <= budget) {
      best = { data, quality: q }
      lo = q + 1
    } else {
      hi = q - 1
    }
  }
  if (best) return best
  const data = await encode(qMin)
  console.warn(`  ! ${format} over budget even at q=${qMin}: ${data.length} > ${budget}`)
  return { data, quality: qMin }
}

interface RawImage {
  data: Buffer
  width: number
  height: number
}

export async function rasterize(svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

export const fromRaw = (img: RawImage): Sharp =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })

/** Writes the 640/1280/1920 + portrait-480 AVIF/WebP set of one hero from a 16:9 master. */
export async function writeHeroSet(
  master: RawImage,
  outDir: string,
  name: string,
  focusX: number,
  log: (file: string, bytes: number, note: string) => void,
): Promise<void> {
  for (const v of HERO_VARIANTS) {
    const pipeline = (): Sharp => {
      const img = fromRaw(master)
      if (v.height > v.width) {
        const cropW = Math.round((master.height * v.width) / v.height)
        const left = Math.round(clamp(master.width * focusX - cropW / 2, 0, master.width - cropW))
        img.extract({ left, top: 0, width: cropW, height: master.height })
      }
      return img.resize(v.width, v.height, { fit: 'cover', kernel: 'lanczos3' })
    }
    for (const format of ['avif', 'webp'] as const) {
      const budget =
        format === 'avif' ? v.avifBudget : Math.round(v.avifBudget * WEBP_BUDGET_FACTOR)
      const { data, quality } = await encodeWithinBudget(pipeline, format, budget)
      const file = join(outDir, `${name}-${v.suffix}.${format}`)
      await writeFile(file, data)
      log(file, data.length, `q${quality}, budget ${budget}`)
    }
  }
}
