/** The Open Graph preview image. */
import sharp from 'sharp'
import { seededRandom } from '../../server/seed/random.ts'
import { COLORS, SANS, SERIF } from './club.ts'
import { crestSvg } from './crest.ts'
import { fromRaw, rasterize } from './encode.ts'
import { sceneFootballSunset } from './scenes/football-sunset.ts'

/**
 * Social preview (PNG master, encoded later): sunset football hero, darkened on the left, crest and
 * club name.
 */
export async function ogImage(): Promise<Buffer> {
  const scene = await rasterize(sceneFootballSunset(seededRandom(1000)))
  const base = await fromRaw(scene)
    .extract({ left: 0, top: 200, width: 1440, height: 756 })
    .resize(1200, 630, { kernel: 'lanczos3' })
    .png()
    .toBuffer()
  const crest = await sharp(Buffer.from(crestSvg()), { density: 72 * 1.5 })
    .resize({ height: 300 })
    .png()
    .toBuffer()
  const overlay =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">` +
    `<defs><linearGradient id="l" x1="0" x2="1"><stop offset="0" stop-color="${COLORS.dark}" stop-opacity="0.92"/><stop offset="0.5" stop-color="${COLORS.dark}" stop-opacity="0.6"/><stop offset="0.8" stop-color="${COLORS.dark}" stop-opacity="0.05"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#l)"/><rect y="618" width="1200" height="12" fill="${COLORS.gold}"/>` +
    `<text x="350" y="262" font-family="${SERIF}" font-size="46" fill="${COLORS.offWhite}">Club Social y Deportivo</text>` +
    `<text x="346" y="360" font-family="${SERIF}" font-weight="bold" font-size="104" fill="${COLORS.gold}">Santa Rosa</text>` +
    `<rect x="352" y="392" width="120" height="4" fill="${COLORS.gold}"/>` +
    `<text x="352" y="440" font-family="${SANS}" font-size="28" letter-spacing="3" fill="${COLORS.offWhite}">SANTA ROSA · LA PAMPA</text>` +
    `</svg>`
  return sharp(base)
    .composite([
      { input: Buffer.from(overlay), left: 0, top: 0 },
      { input: crest, left: 70, top: 165 },
    ])
    .png()
    .toBuffer()
}
