/** The two sponsor banners of the members' benefits. */
import { CLUB, COLORS, SANS } from './club.ts'
import { Svg } from './svg.ts'

/** Farmacia del Centro — fresh teal/white pharmacy banner, 1200×600. */
export function sponsorPharmacySvg(): string {
  const s = new Svg(1200, 600)
  const bg = s.linear(
    'bg',
    [
      [0, '#f3fbf8'],
      [1, '#d9f1ea'],
    ],
    0,
    0,
    1,
    1,
  )
  s.fill(`url(#${bg})`)
  s.add(
    `<circle cx="1060" cy="90" r="260" fill="#bfe7dc" opacity="0.55"/><circle cx="1150" cy="560" r="200" fill="#0f766e" opacity="0.12"/>`,
  )
  s.add(`<path d="M0 515C300 470 600 545 900 505S1150 490 1200 500V600H0Z" fill="#0f766e"/>`)
  // logo: rounded cross with a leaf
  s.add(
    `<g transform="translate(80 70)"><rect width="96" height="96" rx="22" fill="#0f766e"/>` +
      `<path d="M36 18h24v18h18v24H60v18H36V60H18V36h18Z" fill="#fff"/>` +
      `<path d="M70 70c14-2 22-12 22-26-14 0-24 8-26 22" fill="#7dd3b0"/></g>`,
    `<text x="198" y="112" font-family="${SANS}" font-weight="bold" font-size="46" fill="#0f3d38">Farmacia del Centro</text>`,
    `<text x="200" y="150" font-family="${SANS}" font-size="22" fill="#35685f">Salud y bienestar en el corazón de Santa Rosa</text>`,
  )
  // offer
  s.add(
    `<text x="78" y="330" font-family="${SANS}" font-weight="bold" font-size="170" fill="#0f766e" letter-spacing="-4">15%</text>`,
    `<text x="420" y="262" font-family="${SANS}" font-weight="bold" font-size="50" fill="#0f3d38">de descuento</text>`,
    `<text x="420" y="322" font-family="${SANS}" font-weight="bold" font-size="50" fill="#0f3d38">para socios</text>`,
    `<text x="80" y="400" font-family="${SANS}" font-size="26" fill="#2c514b">En perfumería, dermocosmética y productos de venta libre,</text>`,
    `<text x="80" y="436" font-family="${SANS}" font-size="26" fill="#2c514b">presentando tu carnet digital del ${CLUB.short}.</text>`,
    `<text x="80" y="572" font-family="${SANS}" font-weight="bold" font-size="24" fill="#ffffff">Av. San Martín 250 · Santa Rosa, La Pampa · Abierto todos los días</text>`,
  )
  // capsule and club badge
  s.add(
    `<g transform="translate(905 250) rotate(-32)"><rect x="-110" y="-42" width="220" height="84" rx="42" fill="#ffffff" stroke="#0f766e" stroke-width="6"/>` +
      `<path d="M0 -42h68a42 42 0 0 1 0 84H0Z" fill="#14b8a6"/><path d="M-80 -20h50" stroke="#d9f1ea" stroke-width="8" stroke-linecap="round"/></g>`,
    `<g transform="translate(1010 410)"><circle r="62" fill="${COLORS.green}" stroke="${COLORS.gold}" stroke-width="5"/>` +
      `<text y="-8" font-family="${SANS}" font-weight="bold" font-size="17" fill="${COLORS.gold}" text-anchor="middle">BENEFICIO</text>` +
      `<text y="18" font-family="${SANS}" font-weight="bold" font-size="17" fill="#fff" text-anchor="middle">SOCIOS</text>` +
      `<text y="38" font-family="${SANS}" font-size="12" fill="#fff" text-anchor="middle">Club Santa Rosa</text></g>`,
  )
  return s.toString()
}

/** Gimnasio Pampa Fit — bold dark gym banner with orange accents, 1200×600. */
export function sponsorGymSvg(): string {
  const s = new Svg(1200, 600)
  const bg = s.linear(
    'bg',
    [
      [0, '#1b1d22'],
      [1, '#0c0d10'],
    ],
    0,
    0,
    1,
    1,
  )
  s.fill(`url(#${bg})`)
  const glow = s.radial(
    'glow',
    [
      [0, '#f97316', 0.45],
      [1, '#f97316', 0],
    ],
    930,
    300,
    420,
  )
  s.fill(`url(#${glow})`)
  s.add(
    `<path d="M900 0H1010L880 600H770Z" fill="#f97316" opacity="0.9"/><path d="M1040 0H1080L950 600H910Z" fill="#f97316" opacity="0.55"/>`,
  )
  s.texture({
    freq: '0.9',
    octaves: 1,
    seed: 5,
    color: '#ffffff',
    gain: 1.2,
    bias: -0.55,
    box: [0, 0, 1200, 600],
    opacity: 0.05,
  })
  // dumbbell
  s.add(
    `<g transform="translate(940 300) rotate(-25)">` +
      `<rect x="-170" y="-14" width="340" height="28" rx="8" fill="#c9ccd3"/>` +
      `<rect x="-150" y="-80" width="46" height="160" rx="12" fill="#2b2f36" stroke="#4a505a" stroke-width="4"/><rect x="-104" y="-62" width="30" height="124" rx="10" fill="#353a42"/>` +
      `<rect x="104" y="-80" width="46" height="160" rx="12" fill="#2b2f36" stroke="#4a505a" stroke-width="4"/><rect x="74" y="-62" width="30" height="124" rx="10" fill="#353a42"/>` +
      `<rect x="-40" y="-16" width="80" height="32" rx="6" fill="#f97316"/></g>`,
  )
  // logo and offer
  s.add(
    `<g transform="translate(70 70)"><path d="M0 52L26 0h22L22 52Z M30 52L56 0h22L52 52Z" fill="#f97316"/></g>`,
    `<text x="160" y="118" font-family="${SANS}" font-weight="bold" font-style="italic" font-size="54" fill="#ffffff" letter-spacing="1">PAMPA FIT</text>`,
    `<text x="162" y="148" font-family="${SANS}" font-size="20" fill="#a3a8b3" letter-spacing="4">GIMNASIO · SANTA ROSA</text>`,
    `<text x="66" y="330" font-family="${SANS}" font-weight="bold" font-size="150" fill="#f97316" letter-spacing="-3">20%</text>`,
    `<text x="392" y="330" font-family="${SANS}" font-weight="bold" font-size="74" fill="#ffffff">OFF</text>`,
    `<text x="70" y="394" font-family="${SANS}" font-weight="bold" font-size="38" fill="#ffffff">en la cuota mensual para socios</text>`,
    `<text x="70" y="440" font-family="${SANS}" font-size="25" fill="#c8ccd4">Musculación, funcional y clases grupales. Presentá tu carnet</text>`,
    `<text x="70" y="474" font-family="${SANS}" font-size="25" fill="#c8ccd4">digital del ${CLUB.short} en recepción.</text>`,
    `<rect x="70" y="520" width="560" height="44" rx="22" fill="#f97316"/>`,
    `<text x="350" y="549" font-family="${SANS}" font-weight="bold" font-size="21" fill="#111" text-anchor="middle">Lun a sáb · 7 a 23 h · Calle Pellegrini 480</text>`,
  )
  return s.toString()
}
