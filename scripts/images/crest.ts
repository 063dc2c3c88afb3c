/** The crest and the favicon as SVG, their letters drawn as paths so no font is needed. */
import { CLUB, COLORS } from './club.ts'
import { n1, rad } from './svg.ts'

/**
 * Letter outlines (Liberation Serif Bold, SIL Open Font License), in 1/10 font units: cap height
 * 136, baseline y = 0. Drawing letters as paths keeps the crest independent of installed fonts.
 */
const GLYPHS = {
  C: {
    adv: 148,
    d: 'M82 2Q65 2 51 -3Q38 -7 29 -16Q20 -25 15 -37Q10 -50 10 -66Q10 -84 15 -97Q20 -110 29 -118Q38 -127 51 -131Q64 -136 81 -136Q96 -136 108 -134Q120 -132 130 -129L130 -97L121 -97L118 -116Q112 -120 104 -123Q96 -125 88 -125Q77 -125 69 -122Q61 -119 55 -112Q49 -105 46 -94Q43 -82 43 -66Q43 -51 46 -40Q49 -30 55 -22Q60 -15 69 -12Q77 -8 87 -8Q98 -8 107 -11Q115 -14 120 -18L123 -40L132 -40L132 -6Q127 -5 122 -3Q116 -2 109 0Q102 1 95 1Q88 2 82 2Z',
  },
  S: {
    adv: 114,
    d: 'M11 -41L20 -41L24 -20Q26 -17 30 -15Q33 -13 37 -12Q41 -10 45 -9Q50 -8 54 -8Q62 -8 68 -10Q73 -12 77 -15Q80 -18 82 -22Q83 -26 83 -32Q83 -38 80 -42Q77 -46 72 -48Q67 -51 61 -53Q54 -55 48 -58Q41 -60 34 -63Q28 -66 23 -71Q18 -76 15 -83Q12 -90 12 -99Q12 -117 24 -126Q36 -136 59 -136Q64 -136 69 -135Q74 -135 79 -134Q84 -134 88 -133Q92 -132 96 -131L96 -99L87 -99L83 -118Q78 -121 73 -123Q67 -125 59 -125Q52 -125 47 -124Q42 -122 39 -120Q36 -118 35 -114Q34 -111 34 -107Q34 -101 37 -98Q40 -94 45 -92Q50 -89 56 -87Q63 -85 69 -82Q76 -80 83 -77Q89 -74 94 -69Q99 -64 102 -57Q105 -50 105 -41Q105 -31 102 -23Q100 -15 94 -10Q87 -4 78 -1Q68 2 55 2Q48 2 42 1Q36 1 30 0Q24 -1 19 -2Q14 -4 11 -5L11 -41Z',
  },
  D: {
    adv: 148,
    d: 'M105 -67Q105 -83 102 -93Q99 -104 93 -111Q87 -117 79 -120Q71 -123 60 -123L52 -123L52 -11Q55 -11 57 -11Q58 -11 60 -11Q62 -11 65 -11Q67 -11 70 -11Q80 -11 86 -14Q93 -17 97 -24Q101 -31 103 -42Q105 -52 105 -67ZM67 -134Q84 -134 97 -131Q110 -127 119 -119Q128 -112 133 -99Q138 -86 138 -68Q138 -51 134 -39Q130 -26 122 -17Q114 -9 102 -4Q89 0 72 0Q66 0 60 0Q53 0 47 0Q41 0 36 0Q30 0 27 0L4 0L4 -7L21 -10L21 -124L4 -127L4 -134L67 -134Z',
  },
  R: {
    adv: 148,
    d: 'M52 -57L52 -10L70 -7L70 0L5 0L5 -7L21 -10L21 -124L4 -127L4 -134L68 -134Q84 -134 96 -131Q107 -129 114 -124Q121 -119 124 -112Q126 -105 126 -97Q126 -90 125 -85Q124 -79 120 -74Q117 -69 112 -66Q107 -62 99 -60L135 -10L150 -7L150 0L106 0L69 -57L52 -57ZM95 -96Q95 -104 94 -110Q92 -115 88 -118Q85 -121 80 -122Q74 -123 66 -123L52 -123L52 -68L67 -68Q75 -68 80 -69Q86 -71 89 -74Q92 -78 94 -83Q95 -89 95 -96Z',
  },
} as const satisfies Record<string, { adv: number; d: string }>

type Letter = keyof typeof GLYPHS

const CAP = 136

/** Lays out `text` as <use> references to glyph <path>s defined once in <defs>. */
function lettering(
  text: string,
  capHeight: number,
  cx: number,
  baseline: number,
  tracking: number,
  fill: string,
): string {
  const k = capHeight / CAP
  const letters = Array.from(text) as Letter[]
  const width =
    letters.reduce((w, ch) => w + GLYPHS[ch].adv * k, 0) + tracking * (letters.length - 1)
  let x = cx - width / 2
  let out = ''
  for (const ch of letters) {
    out += `<use href="#g${ch}" transform="translate(${n1(x)} ${n1(baseline)}) scale(${Math.round(k * 10000) / 10000})"/>`
    x += GLYPHS[ch].adv * k + tracking
  }
  return `<g fill="${fill}">${out}</g>`
}

function glyphDefs(letters: readonly Letter[]): string {
  return letters.map((ch) => `<path id="g${ch}" d="${GLYPHS[ch].d}"/>`).join('')
}

const SHIELD = 'M20 14H180V118C180 172 142 204 100 228C58 204 20 172 20 118Z'

const SHIELD_IN = 'M28 22H172V118C172 166 138 195 100 218C62 195 28 166 28 118Z'

/** Caldén silhouette for the crest: leaning trunk and a wide, flat crown. */
const CREST_TREE =
  'M97 108C98 98 96 92 90 86L93 84C98 89 100 92 101 95C103 90 107 86 113 83L115 86C108 90 105 96 105 108Z' +
  'M56 80C52 76 58 70 66 71C68 64 80 62 86 66C92 60 106 60 112 66C120 62 134 65 134 72C142 71 148 77 143 81C136 85 124 82 118 84C110 88 96 86 88 84C80 87 64 86 56 80Z'

export function crestSvg(): string {
  const rays: string[] = []
  const pt = (a: number, r: number): string =>
    `${n1(100 + Math.cos(a) * r)} ${n1(108 + Math.sin(a) * r)}`
  for (let i = 0; i < 15; i++) {
    const a = rad(180 + (i + 0.5) * 12)
    const w = rad(2.6)
    const r0 = 37
    const r1 = i % 2 ? 64 : 120
    rays.push(`M${pt(a - w * 0.6, r0)}L${pt(a - w, r1)}L${pt(a + w, r1)}L${pt(a + w * 0.6, r0)}Z`)
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" role="img" aria-labelledby="t">` +
    `<title id="t">Escudo del ${CLUB.name}</title>` +
    `<defs>${glyphDefs(['C', 'S', 'D', 'R'])}<clipPath id="k"><path d="${SHIELD_IN}"/></clipPath></defs>` +
    `<path d="${SHIELD}" fill="${COLORS.gold}" stroke="${COLORS.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${SHIELD_IN}" fill="${COLORS.green}"/>` +
    `<g clip-path="url(#k)"><path d="${rays.join('')}" fill="${COLORS.gold}" opacity=".9"/>` +
    `<circle cx="100" cy="108" r="30" fill="${COLORS.offWhite}"/><path d="M20 108H180V230H20Z" fill="${COLORS.green}"/>` +
    `<path d="${CREST_TREE}" fill="${COLORS.dark}"/><path d="M28 108H172" stroke="${COLORS.gold}" stroke-width="2"/></g>` +
    `<path d="M4 126H26V152H4L11 139ZM196 126H174V152H196L189 139Z" fill="#c99400" stroke="${COLORS.dark}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M14 142L26 152V142ZM186 142L174 152V142Z" fill="#8a6700"/>` +
    `<path d="M14 116H186V142H14Z" fill="${COLORS.gold}" stroke="${COLORS.dark}" stroke-width="1.5"/><path d="M14 119H186M14 139H186" stroke="${COLORS.green}" stroke-width="1.2"/>` +
    lettering('CSDSR', 15.5, 100, 136.8, 3.2, COLORS.green) +
    lettering('SR', 42, 100, 198, 2, COLORS.gold) +
    `</svg>`
  )
}

/** Simplified crest for the favicon: shield and "SR" only (stays legible at 16 px). */
export function faviconSvg(): string {
  const k = 66 / CAP
  const sx = 100 - ((GLYPHS.S.adv + GLYPHS.R.adv) * k + 2) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-20 0 240 240">` +
    `<path d="${SHIELD}" fill="${COLORS.gold}" stroke="${COLORS.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M31 25H169V118C169 164 137 192 100 214C63 192 31 164 31 118Z" fill="${COLORS.green}"/>` +
    `<g fill="${COLORS.gold}" transform="translate(${n1(sx)} 158) scale(${Math.round(k * 1000) / 1000})"><path d="${GLYPHS.S.d}"/>` +
    `<path transform="translate(${GLYPHS.S.adv + 7} 0)" d="${GLYPHS.R.d}"/></g></svg>`
  )
}
