/** Hero scene: children's football school. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { figureAt, type Kit, type Pose } from '../figure.ts'
import { type Camera, groundPoly, groundStroke, project, scaleAt } from '../perspective.ts'
import { kit, POSES } from '../poses.ts'
import { clouds, heroGrade, poplar, treeLine } from '../scenery.ts'
import { ball, castShadow, contactShadow } from '../shadows.ts'
import { n1, poly, type Pt, Svg } from '../svg.ts'

/** Orange training cone standing on the ground at (x, y), `h` px tall. */
function cone(x: number, y: number, h: number): string {
  const w = h * 0.55
  return (
    `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(w * 0.75)}" ry="${n1(w * 0.2)}" fill="#c2410c"/>` +
    `<path d="M${n1(x - w / 2)} ${n1(y)}L${n1(x - w * 0.08)} ${n1(y - h)}h${n1(w * 0.16)}L${n1(x + w / 2)} ${n1(y)}Z" fill="#f97316"/>` +
    `<path d="M${n1(x - w * 0.32)} ${n1(y - h * 0.38)}h${n1(w * 0.64)}l${n1(-w * 0.06)} ${n1(-h * 0.16)}h${n1(-w * 0.52)}Z" fill="#fff7ed"/>` +
    `<path d="M${n1(x + w * 0.02)} ${n1(y - h)}L${n1(x + w / 2)} ${n1(y)}h${n1(-w * 0.2)}Z" fill="#9a3412" opacity="0.35"/>`
  )
}

/** Small portable goal seen from the front-left, posts `w`×`h` metres at (x, z). */
function miniGoal(s: Svg, cam: Camera, x: number, z: number, w: number, h: number): void {
  const net = s.id('gnet')
  s.def(
    `<pattern id="${net}" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 0H8M0 0V8" stroke="#ffffff" stroke-width="0.9" opacity="0.55"/></pattern>`,
  )
  const d = 1
  s.add(
    `<path d="${poly([project(cam, x - w / 2, z + d, 0), project(cam, x + w / 2, z + d, 0), project(cam, x + w / 2, z + d, h * 0.7), project(cam, x - w / 2, z + d, h * 0.7)])}" fill="url(#${net})"/>`,
  )
  s.add(
    `<path d="${poly([project(cam, x - w / 2, z, h), project(cam, x + w / 2, z, h), project(cam, x + w / 2, z + d, h * 0.7), project(cam, x - w / 2, z + d, h * 0.7)])}" fill="url(#${net})"/>`,
  )
  s.add(
    `<path d="${poly([project(cam, x - w / 2, z, 0), project(cam, x - w / 2, z, h), project(cam, x + w / 2, z, h), project(cam, x + w / 2, z, 0)], false)}" stroke="#f7f7f4" stroke-width="${n1(scaleAt(cam, z) * 0.07)}" fill="none" stroke-linejoin="round"/>`,
  )
}

export function sceneKidsFootball(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 500, f: 1400, h: 1.3 }
  const sky = s.linear('sky', [
    [0, '#4f86b8'],
    [0.7, '#a9cde0'],
    [1, '#e8eedb'],
  ])
  s.add(`<rect width="${W}" height="520" fill="url(#${sky})"/>`)
  clouds(s, {
    seed: 61,
    color: '#ffffff',
    top: 20,
    bottom: 420,
    opacity: 0.85,
    gain: 2.6,
    bias: -1.25,
    freq: '0.0022 0.008',
  })
  const glare = s.radial(
    'glare',
    [
      [0, '#fff6d6', 0.5],
      [1, '#fff6d6', 0],
    ],
    260,
    60,
    700,
  )
  s.fill(`url(#${glare})`)
  // club house, trees, fence and banner
  s.add(treeLine(rng, -20, 1940, 470, 110, '#3d6b45', 70))
  for (let i = 0; i < 6; i++) s.add(poplar(rng, 1380 + i * 85, 472, rng.range(220, 290), '#355f3e'))
  s.add(
    `<path d="M160 472V398h380V472Z" fill="#efe9dc"/><path d="M145 402h410l-30 -34H175Z" fill="#9b4a31"/>`,
  )
  for (let i = 0; i < 5; i++)
    s.add(`<rect x="${185 + i * 70}" y="418" width="38" height="30" fill="#51707d"/>`)
  const fenceTop = 405
  s.add(
    `<rect y="${fenceTop}" width="${W}" height="${500 - fenceTop}" fill="#2f4a3b" opacity="0.25"/>`,
  )
  let posts = ''
  for (let x = 20; x < W; x += 120) posts += `<path d="M${x} 500V${fenceTop}"/>`
  s.add(
    `<g stroke="#e7ece6" stroke-width="3" opacity="0.8">${posts}<path d="M0 ${fenceTop}H${W}"/></g>`,
  )
  s.add(
    `<rect x="600" y="425" width="720" height="58" rx="3" fill="${COLORS.green}"/>`,
    `<rect x="600" y="425" width="720" height="6" fill="${COLORS.gold}"/><rect x="600" y="477" width="720" height="6" fill="${COLORS.gold}"/>`,
    `<text x="960" y="466" font-family="Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="28" letter-spacing="3" fill="#f7f5ef" text-anchor="middle">ESCUELITA DE FÚTBOL · CLUB SANTA ROSA</text>`,
  )
  // grass with wide mowing stripes and a fresh morning sheen
  s.add(`<rect y="500" width="${W}" height="580" fill="#4a8a3a"/>`)
  for (let x = -60; x < 60; x += 6)
    s.add(
      `<path d="${groundPoly(cam, [
        [x, 1],
        [x + 3, 1],
        [x + 3, 200],
        [x, 200],
      ])}" fill="#559843"/>`,
    )
  s.texture({
    freq: '0.5 0.09',
    octaves: 2,
    seed: 14,
    color: '#1f4a18',
    gain: 1.8,
    bias: -0.65,
    box: [0, 500, W, 580],
    opacity: 0.5,
  })
  const sheen = s.radial(
    'sheen',
    [
      [0, '#f4ffd8', 0.35],
      [1, '#f4ffd8', 0],
    ],
    500,
    520,
    900,
    0.3,
  )
  s.add(`<rect y="500" width="${W}" height="580" fill="url(#${sheen})"/>`)
  s.add(
    `<path d="${groundStroke(
      cam,
      [
        [-60, 26],
        [60, 26],
      ],
      0.35,
    )}" fill="#f4f4ee" opacity="0.8"/>`,
  )
  // drill: zig-zag of cones, mini goal, spare balls
  const blur = s.blur('kb', 3)
  miniGoal(s, cam, 5.2, 13, 3, 1.6)
  const cones: Pt[] = [
    [-5.2, 10.2],
    [-4, 9.2],
    [-2.8, 10.2],
    [-1.6, 9.2],
    [-0.4, 10.2],
    [0.8, 9.2],
    [2, 10.2],
  ]
  for (const [x, z] of cones) {
    const [cx, cy] = project(cam, x, z)
    s.add(
      contactShadow(cx + 4, cy, scaleAt(cam, z) * 0.14, blur, 0.35),
      cone(cx, cy, scaleAt(cam, z) * 0.23),
    )
  }
  for (const [x, z] of [
    [-4.6, 6.8],
    [-4.1, 7.3],
    [3.4, 7.5],
  ] as const) {
    const [bx, by] = project(cam, x, z)
    const r = scaleAt(cam, z) * 0.1
    s.add(contactShadow(bx + 3, by, r * 1.2, blur, 0.35), ball(bx, by - r, r, '#f7f7f4'))
  }
  // kids and coach (soft morning light from the left)
  const rim = { color: '#fffbe6', dx: -2, dy: -1.5 }
  const kid = (): Kit => kit(rng, COLORS.green, '#f7f5ef', COLORS.gold, '#1a1a1a')
  const actors: {
    x: number
    z: number
    pose: Pose
    kit: Kit
    h: number
    facing: 1 | -1
    child: boolean
    ball?: boolean
  }[] = [
    {
      x: 5.1,
      z: 14.2,
      pose: { lean: 25, armFar: [40, 20], armNear: [50, 10], legFar: [-20, 40], legNear: [30, 50] },
      kit: { ...kid(), shirt: COLORS.gold, shorts: '#1a1a1a' },
      h: 1.3,
      facing: -1,
      child: true,
    },
    { x: -2.9, z: 9.7, pose: POSES.jog, kit: kid(), h: 1.3, facing: 1, child: true },
    { x: 1.8, z: 10.5, pose: POSES.celebrate, kit: kid(), h: 1.25, facing: -1, child: true },
    {
      x: -3.2,
      z: 6.4,
      pose: { lean: 4, armFar: [20, 40], armNear: [35, 60], legFar: [-3, 2], legNear: [4, 3] },
      kit: {
        shirt: '#173d2b',
        shorts: '#173d2b',
        socks: '#173d2b',
        shoes: '#f1f1f1',
        skin: '#c98d63',
        hair: '#3a2516',
      },
      h: 1.78,
      facing: 1,
      child: false,
    },
    {
      x: 0.5,
      z: 5.6,
      pose: POSES.dribble,
      kit: kid(),
      h: 1.35,
      facing: 1,
      child: true,
      ball: true,
    },
  ]
  for (const a of actors) {
    const { px, py, hpx, ...fig } = figureAt(cam, a.x, a.z, a.h, {
      pose: a.pose,
      facing: a.facing,
      kit: a.kit,
      child: a.child,
      rim,
    })
    s.add(castShadow(fig.svg, [px, py], { length: 0.12, skew: -0.9, opacity: 0.3, blur }), fig.svg)
    if (a.ball) {
      const r = scaleAt(cam, a.z) * 0.1
      const bx = fig.j.toeNear[0] + r * 1.4
      s.add(contactShadow(bx + 3, py, r * 1.2, blur, 0.35), ball(bx, py - r, r, '#f7f7f4'))
    }
    if (!a.child) {
      const hand = fig.j.handNear
      s.add(
        `<rect x="${n1(hand[0] - hpx * 0.02)}" y="${n1(hand[1] - hpx * 0.1)}" width="${n1(hpx * 0.08)}" height="${n1(hpx * 0.11)}" rx="2" fill="#f1ede2" transform="rotate(-12 ${n1(hand[0])} ${n1(hand[1])})"/>`,
      )
    }
  }
  heroGrade(s, 1.15)
  return s.toString()
}
