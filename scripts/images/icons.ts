/** The PWA and shortcut icons, drawn from the crest. */
import sharp, { type Sharp } from 'sharp'
import { COLORS } from './club.ts'
import { crestSvg } from './crest.ts'
import type { Pt } from './svg.ts'

/** Membership-card or QR glyph (white) on a full-bleed green square, 96×96. */
export function shortcutSvg(kind: 'carnet' | 'control'): string {
  const white = COLORS.offWhite
  let glyph: string
  if (kind === 'carnet') {
    glyph =
      `<rect x="18" y="27" width="60" height="42" rx="6" fill="none" stroke="${white}" stroke-width="5"/>` +
      `<circle cx="36" cy="44" r="6.5" fill="${white}"/><path d="M26 60c1.5-6 5.5-8.5 10-8.5s8.5 2.5 10 8.5z" fill="${white}"/>` +
      `<path d="M52 41h16M52 49h16M52 57h10" stroke="${white}" stroke-width="4" stroke-linecap="round"/>`
  } else {
    const finder = (x: number, y: number): string =>
      `<rect x="${x}" y="${y}" width="15" height="15" rx="2" fill="none" stroke="${white}" stroke-width="4"/><rect x="${x + 5}" y="${y + 5}" width="5" height="5" fill="${white}"/>`
    const dots: Pt[] = [
      [51, 51],
      [58, 51],
      [51, 58],
      [62, 62],
      [55, 65],
      [65, 55],
      [44, 51],
      [51, 44],
    ]
    glyph =
      `<path d="M14 30V18a4 4 0 0 1 4-4h12M66 14h12a4 4 0 0 1 4 4v12M82 66v12a4 4 0 0 1-4 4H66M30 82H18a4 4 0 0 1-4-4V66" fill="none" stroke="${COLORS.gold}" stroke-width="5" stroke-linecap="round"/>` +
      finder(27, 27) +
      finder(54, 27) +
      finder(27, 54) +
      dots
        .map(([x, y]) => `<rect x="${x}" y="${y}" width="5" height="5" fill="${white}"/>`)
        .join('')
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${COLORS.green}"/>${glyph}</svg>`
}

/** Renders the crest centred on a square canvas; `bg` null = transparent. */
export async function crestOnSquare(
  size: number,
  crestHeight: number,
  bg: string | null,
  radius = 0,
): Promise<Sharp> {
  const crestPng = await sharp(Buffer.from(crestSvg()), {
    density: ((72 * crestHeight) / 240) * 1.0001,
  })
    .resize({ height: Math.round(crestHeight) })
    .png()
    .toBuffer()
  const meta = await sharp(crestPng).metadata()
  const cw = meta.width
  const ch = meta.height
  const base =
    bg === null
      ? sharp({
          create: {
            width: size,
            height: size,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          },
        })
      : sharp(
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${bg}"/></svg>`,
          ),
        )
  return sharp(
    await base
      .composite([
        { input: crestPng, left: Math.round((size - cw) / 2), top: Math.round((size - ch) / 2) },
      ])
      .png()
      .toBuffer(),
  )
}
