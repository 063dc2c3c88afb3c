/**
 * Generates the club's placeholder image assets with procedural SVG art rendered by sharp:
 * ten hero slideshow backgrounds (AVIF + WebP, 640/1280/1920 and a 480×854 portrait), the
 * crest (SVG + WebP), favicon, PWA / shortcut icons, two sponsor banners and the og:image.
 *
 * Deterministic: every random choice comes from a seeded PRNG, so running it twice gives the
 * same files. Usage: `npx tsx scripts/generate-images.ts [--only hero-03,crest] [--preview dir]`.
 *
 * A club replaces these images by dropping its own files with the same names into `public/`
 * (or by editing the settings); for hero photographs use `scripts/import-hero-photos.ts`.
 * The drawing and encoding live in scripts/images/. See docs/images.md.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp, { type Sharp } from 'sharp'
import { seededRandom } from '../server/seed/random.ts'
import { COLORS } from './images/club.ts'
import { crestSvg, faviconSvg } from './images/crest.ts'
import { encodeWithinBudget, fromRaw, rasterize, writeHeroSet } from './images/encode.ts'
import { HERO_SCENES } from './images/hero-scenes.ts'
import { crestOnSquare, shortcutSvg } from './images/icons.ts'
import { ogImage } from './images/og-image.ts'
import { PUBLIC, ROOT } from './images/paths.ts'
import { sponsorGymSvg, sponsorPharmacySvg } from './images/sponsors.ts'

interface Args {
  only: string[] | null
  preview: string | null
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { only: null, preview: null }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const next = argv[i + 1]
    if (a === '--only' && next) {
      args.only = next.split(',')
      i++
    } else if (a === '--preview' && next) {
      args.preview = resolve(next)
      i++
    }
  }
  return args
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  const wanted = (name: string): boolean => !args.only || args.only.some((o) => name.startsWith(o))
  let total = 0
  let count = 0
  const log = (file: string, bytes: number, note = ''): void => {
    total += bytes
    count += 1
    const rel = file.startsWith(ROOT) ? file.slice(ROOT.length + 1) : file
    console.log(`${rel.padEnd(52)} ${String(bytes).padStart(8)} B  ${note}`)
  }
  const heroDir = join(PUBLIC, 'images', 'hero')
  await mkdir(heroDir, { recursive: true })
  if (args.preview) await mkdir(args.preview, { recursive: true })

  for (const [i, scene] of HERO_SCENES.entries()) {
    if (!wanted(scene.name)) continue
    const master = await rasterize(scene.render(seededRandom(1000 + i * 7919)))
    if (args.preview) {
      await fromRaw(master)
        .png()
        .toFile(join(args.preview, `${scene.name}.png`))
      continue
    }
    await writeHeroSet(master, heroDir, scene.name, scene.focusX, log)
  }

  const put = async (rel: string, data: Buffer | string, note = ''): Promise<void> => {
    const file = join(PUBLIC, rel)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, data)
    log(file, typeof data === 'string' ? Buffer.byteLength(data) : data.length, note)
  }

  if (wanted('crest')) {
    await put('crest.svg', crestSvg())
    const crest192 = await crestOnSquare(192, 184, null)
    await put(
      'crest-192.webp',
      await crest192.webp({ quality: 90, alphaQuality: 100, effort: 6 }).toBuffer(),
    )
  }
  if (wanted('favicon')) await put('favicon.svg', faviconSvg())
  if (wanted('icons')) {
    const png = (img: Sharp): Promise<Buffer> =>
      img.png({ compressionLevel: 9, palette: false }).toBuffer()
    await put('icons/icon-192.png', await png(await crestOnSquare(192, 180, null)))
    await put('icons/icon-512.png', await png(await crestOnSquare(512, 480, null)))
    const maskable = await crestOnSquare(512, 300, COLORS.green)
    await put('icons/maskable-512.png', await png(maskable.flatten({ background: COLORS.green })))
    const apple = await crestOnSquare(180, 140, COLORS.green)
    await put(
      'icons/apple-touch-icon-180.png',
      await png(apple.flatten({ background: COLORS.green }).removeAlpha()),
    )
    // A notification's badge: Android paints only its alpha, in the status bar's colour.
    const { data, info } = await (
      await crestOnSquare(96, 88, null)
    )
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    for (let i = 0; i < data.length; i += 4) data.fill(255, i, i + 3)
    await put('icons/badge-96.png', await png(sharp(data, { raw: info })))
    for (const kind of ['carnet', 'control'] as const) {
      await put(
        `icons/shortcut-${kind}-96.png`,
        await png(sharp(Buffer.from(shortcutSvg(kind))).flatten({ background: COLORS.green })),
      )
    }
  }
  if (wanted('sponsors')) {
    const banners = [sponsorPharmacySvg(), sponsorGymSvg()]
    for (const [i, svg] of banners.entries()) {
      const raw = await rasterize(svg)
      for (const [suffix, width, budget] of [
        ['', 1200, 60_000],
        ['-600', 600, 30_000],
      ] as const) {
        const { data, quality } = await encodeWithinBudget(
          () => fromRaw(raw).resize(width, width / 2, { kernel: 'lanczos3' }),
          'webp',
          budget,
          90,
          40,
        )
        await put(
          `images/sponsors/sponsor-${i + 1}${suffix}.webp`,
          data,
          `q${quality}, budget ${budget}`,
        )
      }
    }
  }
  if (wanted('og')) {
    const master = await ogImage()
    const { data, quality } = await encodeWithinBudget(() => sharp(master), 'jpeg', 120_000, 86, 40)
    await put('images/og-image.jpg', data, `q${quality}, budget 120000`)
  }
  console.log(`\n${count} files, ${total} bytes total (${(total / 1024).toFixed(1)} KiB)`)
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (invokedDirectly) {
  main().catch((err: unknown) => {
    console.error(err)
    process.exitCode = 1
  })
}
