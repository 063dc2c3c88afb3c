/** Hero scene: field hockey match at night. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { add, figure, type Joints, type Kit, lerp2, type Pose } from '../figure.ts'
import {
  arcPoints,
  type Camera,
  groundPoly,
  groundStroke,
  project,
  scaleAt,
} from '../perspective.ts'
import { kit, POSES } from '../poses.ts'
import { floodlight, heroGrade, treeLine } from '../scenery.ts'
import { castShadow } from '../shadows.ts'
import { lerp, n1, poly, type Pt, Svg } from '../svg.ts'

/** Field-hockey stick held in both hands, blade on the ground ahead of the player. */
function hockeyStick(j: Joints, ground: number, reach: number, color = '#1b1b1b'): string {
  const grip = lerp2(j.handNear, j.handFar, 0.5)
  const top = add(grip, [j.handFar[0] - j.handNear[0], j.handFar[1] - j.handNear[1]], 0.4)
  const toe: Pt = [j.hip[0] + reach * j.unit * j.facing, ground - j.unit * 0.02]
  const hook = j.unit * 0.05
  return (
    `<path d="M${n1(top[0])} ${n1(top[1])}L${n1(toe[0])} ${n1(toe[1])}q${n1(hook * j.facing)} ${n1(hook * 0.3)} ${n1(hook * 0.9 * j.facing)} ${n1(-hook * 0.8)}" stroke="${color}" stroke-width="${n1(j.unit * 0.018)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="M${n1(top[0])} ${n1(top[1])}L${n1(lerp(top[0], toe[0], 0.25))} ${n1(lerp(top[1], toe[1], 0.25))}" stroke="${COLORS.gold}" stroke-width="${n1(j.unit * 0.02)}" stroke-linecap="round"/>`
  )
}

export function sceneHockey(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 500, f: 1450, h: 2.1 }
  const sky = s.linear('sky', [
    [0, '#03060f'],
    [0.55, '#0b1a33'],
    [1, '#23375a'],
  ])
  s.fill(`url(#${sky})`)
  let stars = ''
  for (let i = 0; i < 90; i++)
    stars += `<circle cx="${n1(rng.range(0, W))}" cy="${n1(rng.range(0, 330))}" r="${n1(rng.range(0.6, 1.6))}" opacity="${n1(rng.range(0.3, 0.9))}"/>`
  s.add(`<g fill="#dfe8ff">${stars}</g>`)
  // beams from the floodlights
  const beam = s.id('beam')
  s.def(
    `<linearGradient id="${beam}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef4ff" stop-opacity="0.13"/><stop offset="1" stop-color="#eef4ff" stop-opacity="0"/></linearGradient>`,
  )
  const towers: [number, number][] = [
    [170, 120],
    [760, 170],
    [1320, 160],
    [1800, 110],
  ]
  for (const [x, top] of towers)
    s.add(
      `<path d="M${x - 50} ${top}L${x + 50} ${top}L${x + 420 - x * 0.3} 560L${x - 380 - x * 0.25} 560Z" fill="url(#${beam})"/>`,
    )
  // surroundings: trees, small stand
  s.add(treeLine(rng, -20, 1940, 505, 60, '#060d12', 90))
  s.add(
    `<path d="M1180 505V455h420V505Z" fill="#0b141c"/><path d="M1170 458l220 -26 220 26v-8l-220 -28 -220 28Z" fill="#111d28"/>`,
  )
  for (let i = 0; i < 40; i++)
    s.add(
      `<circle cx="${n1(1195 + rng.range(0, 390))}" cy="${n1(rng.range(470, 498))}" r="2.4" fill="#26323e"/>`,
    )
  for (const [x, top] of towers) floodlight(s, x, 510, top, 0.75, 1.15)
  // turf: blue field inside a green run-off
  const turf = s.radial(
    'turf',
    [
      [0, '#3f7fbf'],
      [0.5, '#225b95'],
      [1, '#0d2d52'],
    ],
    960,
    700,
    1100,
    0.5,
  )
  const runoff = groundPoly(cam, [
    [-80, 1],
    [80, 1],
    [80, 70],
    [-80, 70],
  ])
  s.add(`<path d="${runoff}" fill="#1c5a3a"/>`)
  const field = groundPoly(cam, [
    [-80, 1],
    [9, 1],
    [9, 60],
    [-80, 60],
  ])
  s.add(`<path d="${field}" fill="url(#${turf})"/>`)
  s.texture({
    freq: '0.6 0.25',
    octaves: 2,
    seed: 31,
    color: '#0a1e36',
    gain: 1.6,
    bias: -0.6,
    box: [0, 500, W, 580],
    clip: field,
    opacity: 0.45,
  })
  // floodlight sheen on the wet turf
  const sheen = s.radial(
    'sheen',
    [
      [0, '#cfe3ff', 0.45],
      [1, '#cfe3ff', 0],
    ],
    960,
    560,
    700,
    0.25,
  )
  s.add(`<rect y="500" width="${W}" height="300" fill="url(#${sheen})"/>`)
  // markings: back line, shooting circle, dotted circle, 23 m line, penalty spot
  const gx = 7.5
  const gz = 21
  const lw = 0.12
  const circle = [
    [gx, gz - 1.83 - 14.63] as Pt,
    ...arcPoints(gx, gz - 1.83, 14.63, -90, -180, 30),
    ...arcPoints(gx, gz + 1.83, 14.63, 180, 90, 30),
    [gx, gz + 1.83 + 14.63] as Pt,
  ]
  const dotted: string[] = []
  const outer = [
    ...arcPoints(gx, gz - 1.83, 19.63, -90, -180, 40),
    ...arcPoints(gx, gz + 1.83, 19.63, 180, 90, 40),
  ]
  for (let i = 0; i < outer.length - 1; i += 2) {
    const a = outer[i]
    const b = outer[i + 1]
    if (a && b) dotted.push(groundStroke(cam, [a, b], lw))
  }
  const lines = [
    groundStroke(
      cam,
      [
        [gx, 1],
        [gx, 60],
      ],
      lw,
    ),
    groundStroke(cam, circle, lw),
    groundStroke(
      cam,
      [
        [gx - 22.9, 1],
        [gx - 22.9, 60],
      ],
      lw,
    ),
    groundStroke(cam, arcPoints(gx - 6.475, gz, 0.15, 0, 360, 16), 0.3, true),
  ]
  s.add(`<path d="${lines.join('')}${dotted.join('')}" fill="#f4f7fb" opacity="0.85"/>`)
  // goal cage
  const post = (z: number, y: number): Pt => project(cam, gx, z, y)
  const back = (z: number, y: number): Pt => project(cam, gx + 1.2, z, y)
  const netG = s.id('goalnet')
  s.def(
    `<pattern id="${netG}" width="7" height="7" patternUnits="userSpaceOnUse"><path d="M0 0H7M0 0V7" stroke="#dfe8f2" stroke-width="0.8" opacity="0.6"/></pattern>`,
  )
  s.add(
    `<path d="${poly([post(gz - 1.83, 2.14), post(gz + 1.83, 2.14), back(gz + 1.83, 2.14), back(gz - 1.83, 2.14)])}" fill="url(#${netG})"/>`,
  )
  s.add(
    `<path d="${poly([back(gz - 1.83, 0), back(gz + 1.83, 0), back(gz + 1.83, 2.14), back(gz - 1.83, 2.14)])}" fill="url(#${netG})"/>`,
  )
  s.add(
    `<path d="${poly([back(gz - 1.83, 0), back(gz + 1.83, 0), back(gz + 1.83, 0.46), back(gz - 1.83, 0.46)])}" fill="#10263d"/>`,
  )
  s.add(
    `<path d="${poly([post(gz - 1.83, 0), post(gz - 1.83, 2.14), post(gz + 1.83, 2.14), post(gz + 1.83, 0)], false)}" stroke="#f7f7f7" stroke-width="6" fill="none"/>`,
  )
  // players
  const blur = s.blur('hb', 5)
  const rim = { color: '#e3efff', dx: 2, dy: -2.5 }
  const home = (): Kit => kit(rng, COLORS.green, '#f7f5ef', COLORS.green, '#111')
  const away = (): Kit => kit(rng, '#f2f2ee', '#1e2f55', '#c3272b', '#111')
  const actors: {
    x: number
    z: number
    pose: Pose
    kit: Kit
    facing: 1 | -1
    reach: number
    keeper?: boolean
  }[] = [
    {
      x: gx - 1,
      z: gz,
      pose: { lean: 30, armFar: [50, 30], armNear: [70, 20], legFar: [-10, 50], legNear: [40, 70] },
      kit: { ...away(), shirt: '#d8a000', shorts: '#1a1a1a' },
      facing: -1,
      reach: 0.4,
      keeper: true,
    },
    { x: -5.5, z: 14.5, pose: POSES.run, kit: home(), facing: 1, reach: 0.5 },
    {
      x: 1.9,
      z: 10,
      pose: {
        lean: 32,
        head: 10,
        armFar: [40, 40],
        armNear: [60, 10],
        legFar: [-30, 60],
        legNear: [45, 75],
      },
      kit: away(),
      facing: -1,
      reach: 0.55,
    },
    {
      x: -0.6,
      z: 8.2,
      pose: {
        lean: 38,
        head: 22,
        armFar: [25, 50],
        armNear: [55, 20],
        legFar: [-35, 80],
        legNear: [55, 70],
      },
      kit: home(),
      facing: 1,
      reach: 0.62,
    },
  ]
  for (const a of actors) {
    const [px, py] = project(cam, a.x, a.z)
    const hpx = scaleAt(cam, a.z) * 1.72
    const fig = figure({
      x: px,
      y: py,
      height: hpx,
      pose: a.pose,
      facing: a.facing,
      kit: a.kit,
      rim,
      ponytail: !a.keeper,
      skirt: !a.keeper,
      extra: (j) => hockeyStick(j, py, a.reach),
    })
    for (const dx of [-0.7, 0.8])
      s.add(castShadow(fig.svg, [px, py], { length: 0.22, skew: dx, opacity: 0.22, blur }))
    if (a.keeper)
      s.add(
        `<ellipse cx="${n1(fig.j.hip[0])}" cy="${n1(fig.j.hip[1] - hpx * 0.1)}" rx="${n1(hpx * 0.14)}" ry="${n1(hpx * 0.22)}" fill="#d8a000"/>`,
      )
    s.add(fig.svg)
    if (a.reach === 0.62) {
      const bx = px + hpx * 0.72
      s.add(
        `<circle cx="${n1(bx)}" cy="${n1(py - hpx * 0.022)}" r="${n1(hpx * 0.022)}" fill="#fbfbf6"/>`,
      )
    }
  }
  heroGrade(s, 0.9, '#050b16')
  return s.toString()
}
