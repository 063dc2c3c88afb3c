/**
 * Replaces the hero slideshow backgrounds with a club's own photographs.
 *
 *   npx tsx scripts/import-hero-photos.ts <folder> [--out public/images/hero]
 *
 * Takes up to ten photos (JPEG/PNG/WebP/AVIF/TIFF, any size) from <folder>, in file-name order,
 * and writes hero-01 … hero-10 as {640,1280,1920}.{avif,webp} plus portrait-480.{avif,webp},
 * with the same sizes and byte budgets as scripts/images/encode.ts: EXIF rotation applied,
 * centre crop to 16:9 (and 9:16 for the portrait), metadata stripped. See docs/images.md.
 */
import { mkdir, readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { writeHeroSet } from './images/encode.ts'

const PHOTO = /\.(jpe?g|png|webp|avif|tiff?)$/i
const MAX = 10

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  let outDir = resolve('public/images/hero')
  let folder: string | undefined
  for (let i = 0; i < args.length; i++) {
    const a = args[i]
    if (a === '--out' && args[i + 1]) outDir = resolve(args[++i] ?? '')
    else if (a && !a.startsWith('--')) folder = a
  }
  if (!folder) {
    console.error('Usage: npx tsx scripts/import-hero-photos.ts <folder> [--out <dir>]')
    process.exitCode = 1
    return
  }
  const files = (await readdir(folder))
    .filter((f) => PHOTO.test(f))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
  if (files.length === 0) throw new Error(`No photos found in ${folder}`)
  if (files.length !== MAX) {
    console.warn(
      `! Found ${files.length} photos; expected ${MAX}. Using the first ${Math.min(files.length, MAX)}.`,
    )
  }
  await mkdir(outDir, { recursive: true })
  let total = 0
  for (const [i, file] of files.slice(0, MAX).entries()) {
    const name = `hero-${String(i + 1).padStart(2, '0')}`
    const source = sharp(join(folder, file)).autoOrient()
    const meta = await source.metadata()
    if (meta.autoOrient.width < 1920 || meta.autoOrient.height < 1080) {
      console.warn(`! ${file} is smaller than 1920×1080; it will be upscaled.`)
    }
    const { data, info } = await source
      .resize(1920, 1080, { fit: 'cover', position: 'centre', kernel: 'lanczos3' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    console.log(`${file} → ${name}`)
    await writeHeroSet(
      { data, width: info.width, height: info.height },
      outDir,
      name,
      0.5,
      (out, bytes, note) => {
        total += bytes
        console.log(`  ${out.padEnd(60)} ${String(bytes).padStart(7)} B  ${note}`)
      },
    )
  }
  console.log(`\nTotal ${total} bytes (${(total / 1024).toFixed(1)} KiB) in ${outDir}`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
