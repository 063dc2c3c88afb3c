/** Hero scene: club house at dusk. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { figure, type Pose } from '../figure.ts'
import { caldenTree, clouds, heroGrade, treeLine } from '../scenery.ts'
import { castShadow } from '../shadows.ts'
import { n1, type Pt, Svg } from '../svg.ts'

/** Catenary-ish string of warm bulbs between two points. */
function festoon(a: Pt, b: Pt, sag: number, bulbs: number, glowId: string): string {
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag]
  let out = `<path d="M${n1(a[0])} ${n1(a[1])}Q${n1(2 * mid[0] - (a[0] + b[0]) / 2)} ${n1(2 * mid[1] - (a[1] + b[1]) / 2)} ${n1(b[0])} ${n1(b[1])}" stroke="#1a1410" stroke-width="1.5" fill="none"/>`
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs
    const c: Pt = [2 * mid[0] - (a[0] + b[0]) / 2, 2 * mid[1] - (a[1] + b[1]) / 2]
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0]
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1]
    out += `<circle cx="${n1(x)}" cy="${n1(y + 6)}" r="18" fill="url(#${glowId})"/><circle cx="${n1(x)}" cy="${n1(y + 6)}" r="3.2" fill="#fff4cf"/>`
  }
  return out
}

export function sceneClubHouse(rng: Random): string {
  const s = new Svg()
  const sky = s.linear('sky', [
    [0, '#07102a'],
    [0.45, '#1c3466'],
    [0.7, '#4f5f8a'],
    [0.82, '#c07a5e'],
    [0.88, '#e8a36a'],
  ])
  s.fill(`url(#${sky})`)
  let stars = ''
  for (let i = 0; i < 60; i++)
    stars += `<circle cx="${n1(rng.range(0, W))}" cy="${n1(rng.range(0, 300))}" r="${n1(rng.range(0.6, 1.5))}" opacity="${n1(rng.range(0.3, 0.9))}"/>`
  s.add(`<g fill="#e6ecff">${stars}</g>`)
  s.add(`<path d="M1520 130a34 34 0 1 0 30 50a28 28 0 1 1 -30 -50z" fill="#f6f0d8" opacity="0.9"/>`)
  clouds(s, {
    seed: 77,
    color: '#8d6a86',
    top: 150,
    bottom: 560,
    opacity: 0.5,
    gain: 2.6,
    bias: -1.45,
  })
  // trees behind and beside the building
  s.add(treeLine(rng, -20, 1940, 760, 240, '#0c1424', 40))
  s.add(caldenTree(rng, 160, 800, 420, '#080d18'), caldenTree(rng, 1770, 800, 460, '#080d18'))
  // building: central two-storey pavilion with pediment and two wings
  const wall = s.linear('wall', [
    [0, '#8d8a94'],
    [0.6, '#6c6670'],
    [1, '#8a6a58'],
  ])
  const glow = s.id('glow')
  s.def(
    `<radialGradient id="${glow}"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.9"/><stop offset="0.4" stop-color="#ffb85a" stop-opacity="0.35"/><stop offset="1" stop-color="#ffb85a" stop-opacity="0"/></radialGradient>`,
  )
  const win = s.linear('win', [
    [0, '#ffe7a8'],
    [1, '#f2a54a'],
  ])
  s.add(`<path d="M330 780V560H700V780Z M1220 780V560H1590V780Z" fill="url(#${wall})"/>`)
  s.add(`<path d="M310 566L360 520H690V566Z M1230 566V520H1560L1610 566Z" fill="#5e2f23"/>`)
  s.add(`<path d="M700 780V410H1220V780Z" fill="url(#${wall})"/>`)
  s.add(
    `<path d="M680 416L960 300L1240 416Z" fill="#9a96a0"/><path d="M680 416L960 300L1240 416" stroke="#6a3426" stroke-width="14" fill="none"/>`,
  )
  s.add(
    `<path d="M700 416H1220V430H700Z M330 566H700V576H330Z M1220 566H1590V576H1220Z" fill="#b9b2aa"/>`,
  )
  s.add(
    `<circle cx="960" cy="372" r="30" fill="${COLORS.green}" stroke="${COLORS.gold}" stroke-width="5"/><text x="960" y="382" font-family="Liberation Serif, Georgia, serif" font-weight="bold" font-size="28" fill="${COLORS.gold}" text-anchor="middle">SR</text>`,
  )
  // lit arched windows
  const arch = (x: number, y: number, w: number, h: number): string =>
    `<path d="M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z"/>`
  let wins = ''
  let glows = ''
  const addWin = (x: number, y: number, w: number, h: number): void => {
    wins += arch(x, y, w, h)
    glows += `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w * 1.6}" ry="${h}" fill="url(#${glow})"/>`
  }
  for (let i = 0; i < 4; i++) addWin(370 + i * 82, 600, 46, 120)
  for (let i = 0; i < 4; i++) addWin(1258 + i * 82, 600, 46, 120)
  for (let i = 0; i < 5; i++) if (i !== 2) addWin(742 + i * 88, 450, 50, 100)
  addWin(742, 610, 50, 120)
  addWin(1128, 610, 50, 120)
  s.add(`<g>${glows}</g><g fill="url(#${win})">${wins}</g>`)
  let mullions = ''
  for (let i = 0; i < 4; i++)
    mullions += `<path d="M${393 + i * 82} 620V720M${1281 + i * 82} 620V720"/>`
  s.add(`<g stroke="#6b4a2a" stroke-width="3">${mullions}</g>`)
  // entrance with sign and light spilling out
  s.add(
    `<path d="M880 780V640A80 80 0 0 1 1040 640V780Z" fill="#ffcf7a"/><path d="M900 780V650A60 60 0 0 1 1020 650V780Z" fill="#fff0c8"/>`,
  )
  s.add(
    `<rect x="780" y="540" width="360" height="54" fill="${COLORS.green}"/><rect x="780" y="540" width="360" height="4" fill="${COLORS.gold}"/><rect x="780" y="590" width="360" height="4" fill="${COLORS.gold}"/>`,
  )
  s.add(
    `<text x="960" y="561" font-family="Liberation Serif, Georgia, serif" font-size="15" letter-spacing="2" fill="#f7f5ef" text-anchor="middle">CLUB SOCIAL Y DEPORTIVO</text><text x="960" y="585" font-family="Liberation Serif, Georgia, serif" font-weight="bold" font-size="22" letter-spacing="4" fill="${COLORS.gold}" text-anchor="middle">SANTA ROSA</text>`,
  )
  // flags on the roof
  s.add(
    `<path d="M960 300V210" stroke="#ddd" stroke-width="3"/><path d="M962 212q30 -8 60 4t56 0v38q-28 10 -56 0t-60 -4Z" fill="${COLORS.green}"/><path d="M962 226q30 -8 60 4t56 0v10q-28 10 -56 0t-60 -4Z" fill="${COLORS.gold}"/>`,
  )
  // forecourt: paving with warm reflections
  const pave = s.linear('pave', [
    [0, '#3b3430'],
    [1, '#15110f'],
  ])
  s.add(`<rect y="780" width="${W}" height="300" fill="url(#${pave})"/>`)
  const spill = s.radial(
    'spill',
    [
      [0, '#ffc66e', 0.75],
      [0.5, '#ffb050', 0.22],
      [1, '#ffb050', 0],
    ],
    960,
    780,
    620,
    0.45,
  )
  s.add(`<rect y="780" width="${W}" height="300" fill="url(#${spill})"/>`)
  s.texture({
    freq: '0.05 0.4',
    octaves: 2,
    seed: 19,
    color: '#000000',
    gain: 1.6,
    bias: -0.6,
    box: [0, 780, W, 300],
    opacity: 0.5,
  })
  let joints = ''
  for (let i = -14; i <= 14; i++) joints += `<path d="M${960 + i * 40} 780L${960 + i * 170} 1080"/>`
  for (const y of [800, 826, 860, 905, 965, 1040]) joints += `<path d="M0 ${y}H${W}"/>`
  s.add(`<g stroke="#000" stroke-width="1.5" opacity="0.25">${joints}</g>`)
  // lamp posts and festoon lights
  const bulb = s.id('bulb')
  s.def(
    `<radialGradient id="${bulb}"><stop offset="0" stop-color="#ffe6a8" stop-opacity="0.9"/><stop offset="1" stop-color="#ffb850" stop-opacity="0"/></radialGradient>`,
  )
  for (const x of [250, 1670]) {
    s.add(
      `<path d="M${x} 1000V640" stroke="#15110f" stroke-width="8"/><circle cx="${x}" cy="630" r="90" fill="url(#${glow})"/><circle cx="${x}" cy="630" r="14" fill="#fff3cf"/>`,
    )
  }
  s.add(
    festoon([250, 650], [700, 560], 70, 11, bulb),
    festoon([1670, 650], [1220, 560], 70, 11, bulb),
  )
  s.add(festoon([250, 650], [1670, 650], 170, 30, bulb))
  // people arriving
  const blur = s.blur('cb', 3)
  const walkers: { x: number; y: number; h: number; facing: 1 | -1; pose: Pose }[] = [
    {
      x: 840,
      y: 850,
      h: 200,
      facing: 1,
      pose: { lean: 4, armFar: [-20, 15], armNear: [20, 20], legFar: [-18, 20], legNear: [18, 10] },
    },
    {
      x: 890,
      y: 852,
      h: 185,
      facing: 1,
      pose: { lean: 3, armFar: [15, 15], armNear: [-15, 25], legFar: [14, 8], legNear: [-16, 22] },
    },
    {
      x: 1130,
      y: 880,
      h: 215,
      facing: -1,
      pose: { lean: 5, armFar: [-18, 20], armNear: [22, 25], legFar: [-20, 22], legNear: [20, 12] },
    },
    {
      x: 1240,
      y: 940,
      h: 250,
      facing: -1,
      pose: { lean: 2, armFar: [10, 10], armNear: [-8, 15], legFar: [-4, 2], legNear: [5, 3] },
    },
    {
      x: 640,
      y: 930,
      h: 240,
      facing: 1,
      pose: { lean: 3, armFar: [-10, 10], armNear: [12, 14], legFar: [-5, 3], legNear: [6, 4] },
    },
  ]
  for (const p of walkers) {
    const fig = figure({
      x: p.x,
      y: p.y,
      height: p.h,
      pose: p.pose,
      facing: p.facing,
      color: '#0b0908',
      rim: { color: '#ffbf6a', dx: p.x < 960 ? 1.8 : -1.8, dy: -1 },
    })
    s.add(
      castShadow(fig.svg, [p.x, p.y], {
        length: 0.3,
        skew: (p.x - 960) / 700,
        opacity: 0.45,
        blur,
      }),
      fig.svg,
    )
  }
  heroGrade(s, 0.9, '#050a18')
  return s.toString()
}
