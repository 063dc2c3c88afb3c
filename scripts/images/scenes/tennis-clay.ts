/** Hero scene: clay tennis court. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { add, figure, type Pose } from '../figure.ts'
import {
  arcPoints,
  type Camera,
  frontPlane,
  groundPoly,
  groundStroke,
  project,
  scaleAt,
  sidePlane,
} from '../perspective.ts'
import { kit } from '../poses.ts'
import { clouds, heroGrade, poplar, treeLine } from '../scenery.ts'
import { castShadow } from '../shadows.ts'
import { n1, poly, type Pt, rad, Svg } from '../svg.ts'

/**
 * Tennis racquet held at `hand`, pointing along `angle` (degrees, 0 = down, 180 = up;
 * screen-mirrored by facing).
 */
function racquet(hand: Pt, angle: number, len: number, facing: 1 | -1, color = '#1d2b24'): string {
  const d: Pt = [Math.sin(rad(angle)) * facing, Math.cos(rad(angle))]
  const neck = add(hand, d, len * 0.45)
  const head = add(hand, d, len * 0.72)
  const rot = (Math.atan2(d[1], d[0]) * 180) / Math.PI
  return (
    `<path d="M${n1(hand[0])} ${n1(hand[1])}L${n1(neck[0])} ${n1(neck[1])}" stroke="${color}" stroke-width="${n1(len * 0.05)}" stroke-linecap="round"/>` +
    `<ellipse cx="${n1(head[0])}" cy="${n1(head[1])}" rx="${n1(len * 0.3)}" ry="${n1(len * 0.22)}" transform="rotate(${n1(rot)} ${n1(head[0])} ${n1(head[1])})" fill="#e9e4d8" fill-opacity="0.25" stroke="${color}" stroke-width="${n1(len * 0.04)}"/>`
  )
}

export function sceneTennisClay(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 330, f: 1500, h: 2.7 }
  const base = 6.2
  const net = base + 11.885
  const farBase = net + 11.885
  const sky = s.linear('sky', [
    [0, '#2a5d8f'],
    [0.7, '#8cb9d4'],
    [1, '#f0d9b0'],
  ])
  s.add(`<rect width="${W}" height="520" fill="url(#${sky})"/>`)
  clouds(s, {
    seed: 17,
    color: '#fff6ea',
    top: 0,
    bottom: 360,
    opacity: 0.75,
    gain: 2.6,
    bias: -1.35,
  })
  const glare = s.radial(
    'glare',
    [
      [0, '#fff6dd', 0.7],
      [0.35, '#ffecc4', 0.25],
      [1, '#ffecc4', 0],
    ],
    120,
    180,
    800,
  )
  s.fill(`url(#${glare})`)
  // trees behind the courts
  s.add(treeLine(rng, -20, 1940, 470, 70, '#33513b', 80))
  for (let i = 0; i < 14; i++)
    s.add(
      poplar(
        rng,
        40 + i * 140 + rng.range(-30, 30),
        470,
        rng.range(190, 280),
        i % 3 ? '#2b4a36' : '#345a40',
      ),
    )
  // clay
  const clay = s.linearAbs(
    'clay',
    [
      [0, '#c4663a'],
      [0.5, '#b4532b'],
      [1, '#8f3d1f'],
    ],
    [0, 430],
    [0, 1080],
  )
  const area = groundPoly(cam, [
    [-40, 2],
    [40, 2],
    [40, farBase + 7],
    [-40, farBase + 7],
  ])
  s.add(`<path d="${area}" fill="url(#${clay})"/>`)
  s.texture({
    freq: '0.9 0.35',
    octaves: 2,
    seed: 9,
    color: '#6e2a12',
    gain: 2.2,
    bias: -1,
    box: [0, 420, W, 660],
    clip: area,
    opacity: 0.5,
  })
  s.texture({
    freq: '0.004 0.06',
    octaves: 3,
    seed: 12,
    color: '#e08a5a',
    gain: 2.2,
    bias: -1,
    box: [0, 420, W, 660],
    clip: area,
    opacity: 0.45,
  })
  // sweep marks left by the drag net
  const sweeps: string[] = []
  for (let i = 0; i < 6; i++)
    sweeps.push(
      groundStroke(
        cam,
        arcPoints(rng.range(-3, 3), rng.range(-10, 0), rng.range(18, 30), 40, 140, 60),
        0.05,
      ),
    )
  s.add(`<path d="${sweeps.join('')}" fill="#e29466" opacity="0.18"/>`)
  // windscreens and fence
  const wsz = farBase + 6.4
  s.add(`<path d="${frontPlane(cam, wsz, -40, 40, 0, 2.2)}" fill="#15432f"/>`)
  s.add(
    `<path d="${frontPlane(cam, wsz, -40, 40, 2.2, 4.2)}" fill="none" stroke="#26382f" stroke-width="2"/>`,
  )
  const mesh = s.id('mesh')
  s.def(
    `<pattern id="${mesh}" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0H9M0 0V9" stroke="#2b3a32" stroke-width="1" opacity="0.55"/></pattern>`,
  )
  s.add(`<path d="${frontPlane(cam, wsz, -40, 40, 2.2, 4.2)}" fill="url(#${mesh})"/>`)
  for (let x = -40; x <= 40; x += 3.2)
    s.add(
      `<path d="${poly([project(cam, x, wsz, 0), project(cam, x, wsz, 4.3)], false)}" stroke="#1e2c25" stroke-width="3"/>`,
    )
  const [tx, ty] = project(cam, 0, wsz, 0.75)
  s.add(
    `<text x="${n1(tx)}" y="${n1(ty)}" font-family="Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="30" letter-spacing="6" fill="#f7f5ef" text-anchor="middle" opacity="0.9">CLUB SANTA ROSA · TENIS</text>`,
  )
  for (const side of [-1, 1] as const)
    s.add(`<path d="${sidePlane(cam, side * 11, 3, wsz, 0, 2.2)}" fill="#123a29"/>`)
  // court lines
  const lw = 0.09
  const L = [
    groundStroke(
      cam,
      [
        [-5.485, base],
        [5.485, base],
      ],
      lw * 1.4,
    ),
    groundStroke(
      cam,
      [
        [-5.485, farBase],
        [5.485, farBase],
      ],
      lw * 1.4,
    ),
    groundStroke(
      cam,
      [
        [-5.485, base],
        [-5.485, farBase],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [5.485, base],
        [5.485, farBase],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [-4.115, base],
        [-4.115, farBase],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [4.115, base],
        [4.115, farBase],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [-4.115, net - 6.4],
        [4.115, net - 6.4],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [-4.115, net + 6.4],
        [4.115, net + 6.4],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [0, net - 6.4],
        [0, net + 6.4],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [0, base],
        [0, base + 0.2],
      ],
      lw,
    ),
  ]
  s.add(`<path d="${L.join('')}" fill="#f3ede2" opacity="0.92"/>`)
  // net with its shadow
  s.add(
    `<path d="${groundPoly(cam, [
      [-6.4, net],
      [6.4, net],
      [8.4, net - 0.9],
      [-4.4, net - 0.9],
    ])}" fill="#5c2210" opacity="0.35"/>`,
  )
  const netShape = poly([
    project(cam, -6.4, net, 1.07),
    project(cam, 0, net, 0.914),
    project(cam, 6.4, net, 1.07),
    project(cam, 6.4, net, 0),
    project(cam, -6.4, net, 0),
  ])
  const nm = s.id('netmesh')
  s.def(
    `<pattern id="${nm}" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 0H5M0 0V5" stroke="#101412" stroke-width="1.1"/></pattern>`,
  )
  s.add(`<path d="${netShape}" fill="url(#${nm})" opacity="0.85"/>`)
  s.add(
    `<path d="${poly([project(cam, -6.4, net, 1.07), project(cam, 0, net, 0.914), project(cam, 6.4, net, 1.07)], false)}" stroke="#f7f5ef" stroke-width="5" fill="none"/>`,
  )
  for (const x of [-6.4, 6.4])
    s.add(
      `<path d="${poly([project(cam, x, net, 0), project(cam, x, net, 1.1)], false)}" stroke="#103a27" stroke-width="7"/>`,
    )
  // players: far receiver and near server (trophy position), both lit from the left
  const blur = s.blur('tb', 4)
  const rim = { color: '#ffe2b8', dx: -2.5, dy: -1 }
  const shadowOf = (svg: string, foot: Pt): string =>
    castShadow(svg, foot, { length: 0.16, skew: -1.25, opacity: 0.38, blur })
  {
    const z = farBase + 0.8
    const [px, py] = project(cam, 3.1, z)
    const fig = figure({
      x: px,
      y: py,
      height: scaleAt(cam, z) * 1.8,
      pose: { lean: 24, armFar: [40, 30], armNear: [50, 40], legFar: [-15, 40], legNear: [30, 50] },
      facing: -1,
      kit: kit(rng, '#f2f2ee', '#1d3557', '#f2f2ee'),
      rim,
      extra: (j) => racquet(j.handNear, 120, j.unit * 0.38, -1),
    })
    s.add(shadowOf(fig.svg, [px, py]), fig.svg)
  }
  const z = base - 0.5
  const [px, py] = project(cam, 0.9, z)
  const hpx = scaleAt(cam, z) * 1.8
  const serve: Pose = {
    lean: -14,
    head: -28,
    armFar: [172, 4],
    armNear: [-100, -92],
    legFar: [-10, 34],
    legNear: [16, 40],
  }
  const fig = figure({
    x: px,
    y: py,
    height: hpx,
    pose: serve,
    facing: 1,
    kit: kit(rng, COLORS.green, '#f7f5ef', '#f7f5ef'),
    rim,
    ponytail: true,
    skirt: true,
    before: (j) => racquet(j.handNear, 205, j.unit * 0.4, 1),
  })
  s.add(shadowOf(fig.svg, [px, py]), fig.svg)
  const ballY = fig.j.handFar[1] - hpx * 0.16
  s.add(
    `<circle cx="${n1(fig.j.handFar[0] + hpx * 0.01)}" cy="${n1(ballY)}" r="${n1(hpx * 0.02)}" fill="#d9ef3a"/><circle cx="${n1(fig.j.handFar[0] - hpx * 0.002)}" cy="${n1(ballY - hpx * 0.006)}" r="${n1(hpx * 0.008)}" fill="#fff" opacity="0.6"/>`,
  )
  heroGrade(s, 1.05)
  return s.toString()
}
