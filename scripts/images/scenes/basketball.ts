/** Hero scene: indoor basketball court. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { figureAt, type Kit, type Pose, shade } from '../figure.ts'
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
import { heroGrade } from '../scenery.ts'
import { contactShadow } from '../shadows.ts'
import { blurFilter, lerp, n1, poly, Svg } from '../svg.ts'

export function sceneBasketball(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 400, f: 1500, h: 2.8 }
  const far = 22
  s.fill('#0d1512')
  // far wall and scoreboard
  const wall = s.linear('wall', [
    [0, '#0a1410'],
    [0.6, '#143427'],
    [1, '#1d4433'],
  ])
  s.add(`<path d="${frontPlane(cam, far, -12, 12, 0, 14)}" fill="url(#${wall})"/>`)
  for (let i = -3; i <= 3; i++) {
    if (i === 0) continue
    const x = i * 2.6 - Math.sign(i) * 0.6
    const c = i % 2 ? COLORS.green : COLORS.gold
    s.add(
      `<path d="${poly([project(cam, x - 0.45, far - 0.05, 5.4), project(cam, x + 0.45, far - 0.05, 5.4), project(cam, x + 0.45, far - 0.05, 3.6), project(cam, x, far - 0.05, 3.2), project(cam, x - 0.45, far - 0.05, 3.6)])}" fill="${c}" opacity="0.8"/>`,
    )
  }
  const [sbx0, sby0] = project(cam, -2.1, far - 0.1, 8.2)
  const [sbx1, sby1] = project(cam, 2.1, far - 0.1, 6.5)
  const sb = (tx: number, ty: number): string =>
    `x="${n1(lerp(sbx0, sbx1, tx))}" y="${n1(lerp(sby0, sby1, ty))}"`
  s.add(
    `<rect x="${n1(sbx0)}" y="${n1(sby0)}" width="${n1(sbx1 - sbx0)}" height="${n1(sby1 - sby0)}" rx="4" fill="#050807" stroke="#2b3a33" stroke-width="3"/>`,
    `<g font-family="DejaVu Sans Mono, monospace" font-weight="bold" text-anchor="middle">` +
      `<text ${sb(0.22, 0.3)} font-size="12" fill="#9fb5aa">LOCAL</text>` +
      `<text ${sb(0.78, 0.3)} font-size="12" fill="#9fb5aa">VISITA</text>` +
      `<text ${sb(0.22, 0.84)} font-size="36" fill="${COLORS.gold}">68</text>` +
      `<text ${sb(0.78, 0.84)} font-size="36" fill="#ff6a3d">64</text>` +
      `<text ${sb(0.5, 0.74)} font-size="20" fill="#e8f3ec">4º</text></g>`,
  )
  // perimeter advertising board with the club name
  const [bx0, by0] = project(cam, -12, far - 0.1, 0.8)
  const [bx1, by1] = project(cam, 12, far - 0.1, 0)
  s.add(
    `<rect x="${n1(bx0)}" y="${n1(by0)}" width="${n1(bx1 - bx0)}" height="${n1(by1 - by0)}" fill="#07120d"/>`,
    `<text x="${n1((bx0 + bx1) / 2 - 300)}" y="${n1(by1 - (by1 - by0) * 0.28)}" font-family="Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${n1((by1 - by0) * 0.5)}" fill="${COLORS.gold}" text-anchor="middle">CLUB SANTA ROSA</text>`,
    `<text x="${n1((bx0 + bx1) / 2 + 300)}" y="${n1(by1 - (by1 - by0) * 0.28)}" font-family="Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${n1((by1 - by0) * 0.5)}" fill="#e8efe9" text-anchor="middle">BÁSQUET · LA PAMPA</text>`,
  )
  // side walls with tiered bleachers and spectators
  for (const side of [-1, 1] as const) {
    s.add(`<path d="${sidePlane(cam, side * 12, 0.8, far, 0, 14)}" fill="#0c1a14"/>`)
    for (let t = 6; t >= 0; t--) {
      const x = side * (8.6 + t * 0.55)
      const y = 0.45 * (t + 1)
      s.add(
        `<path d="${sidePlane(cam, x, 0.9, far, y - 0.45, y)}" fill="${shade('#1a2e25', -0.05 * t)}"/>`,
      )
      s.add(
        `<path d="${poly([project(cam, x, 0.9, y), project(cam, x, far, y), project(cam, x + side * 0.55, far, y), project(cam, x + side * 0.55, 0.9, y)])}" fill="${shade('#24453a', -0.06 * t)}"/>`,
      )
      for (let z = 2; z < far - 1; z += rng.range(0.5, 1.6)) {
        const [hx, hy] = project(cam, x + side * 0.3, z, y + 0.85)
        const r = scaleAt(cam, z) * 0.12
        const col = rng.pick(['#2e2a26', '#3b2f2a', '#1f2a24', '#4a3b2a', '#6d5a2a'])
        s.add(
          `<circle cx="${n1(hx)}" cy="${n1(hy)}" r="${n1(r)}" fill="#1c1714"/><path d="M${n1(hx - r * 1.5)} ${n1(hy + r * 3.4)}q${n1(r * 1.5)} ${n1(-r * 3)} ${n1(r * 3)} 0z" fill="${col}"/>`,
        )
      }
    }
  }
  // ceiling trusses and lamps (with glows and floor reflections)
  const glow = s.id('lampglow')
  const refl = s.id('refl')
  s.def(
    `<radialGradient id="${glow}"><stop offset="0" stop-color="#fffbe9"/><stop offset="0.15" stop-color="#fff1c9" stop-opacity="0.8"/><stop offset="0.5" stop-color="#ffe3a1" stop-opacity="0.18"/><stop offset="1" stop-color="#ffe3a1" stop-opacity="0"/></radialGradient>`,
    blurFilter(refl, '6 14'),
  )
  for (let z = 6; z <= far; z += 4.2) {
    s.add(
      `<path d="${groundStroke(
        { ...cam, h: cam.h - 9.2 },
        [
          [-12, z],
          [12, z],
        ],
        0.3,
      )}" fill="#1d2a24" opacity="0.9"/>`,
    )
  }
  const reflections: string[] = []
  for (let z = 8; z <= far; z += 4.2) {
    for (let x = -7.5; x <= 7.5; x += 5) {
      const [lx, ly] = project(cam, x, z, 9)
      const r = scaleAt(cam, z) * 1.4
      s.add(
        `<ellipse cx="${n1(lx)}" cy="${n1(ly)}" rx="${n1(r)}" ry="${n1(r * 0.6)}" fill="url(#${glow})"/>`,
      )
      const [rx, ry] = project(cam, x, z * 1.9, -9)
      if (ry < 860)
        reflections.push(
          `<ellipse cx="${n1(rx)}" cy="${n1(ry)}" rx="${n1(r * 0.12)}" ry="${n1(r * 0.5)}" fill="#ffe9b8" opacity="0.2"/>`,
        )
    }
  }
  // wooden floor: base gradient, planks, grain texture, lamp reflections
  const floor = s.linearAbs(
    'floor',
    [
      [0, '#d9a467'],
      [0.35, '#b97b42'],
      [1, '#6e4424'],
    ],
    [0, 560],
    [0, 1080],
  )
  const court = [
    [-12, 0.8],
    [12, 0.8],
    [12, far],
    [-12, far],
  ] as const
  s.add(`<path d="${groundPoly(cam, court)}" fill="url(#${floor})"/>`)
  const planks: string[] = []
  for (let x = -12; x <= 12; x += 0.55)
    planks.push(
      groundStroke(
        cam,
        [
          [x, 0.8],
          [x, far],
        ],
        0.02,
      ),
    )
  s.add(`<path d="${planks.join('')}" fill="#5a3418" opacity="0.3"/>`)
  s.texture({
    freq: '0.12 0.004',
    octaves: 2,
    seed: 8,
    color: '#4a2a12',
    gain: 1.8,
    bias: -0.6,
    box: [0, 540, W, 540],
    clip: groundPoly(cam, court),
    opacity: 0.5,
  })
  s.add(`<g filter="url(#${refl})">${reflections.join('')}</g>`)
  // paint: key, circles, three-point line
  const base = far - 1.2
  const hoopZ = base - 1.575
  s.add(
    `<path d="${groundPoly(cam, [
      [-2.45, base - 5.8],
      [2.45, base - 5.8],
      [2.45, base],
      [-2.45, base],
    ])}" fill="${COLORS.green}" opacity="0.92"/>`,
  )
  const lw = 0.09
  const lines = [
    groundStroke(
      cam,
      [
        [-7.5, base],
        [7.5, base],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [-7.5, 0.8],
        [-7.5, base],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [7.5, 0.8],
        [7.5, base],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [-2.45, base],
        [-2.45, base - 5.8],
        [2.45, base - 5.8],
        [2.45, base],
      ],
      lw,
    ),
    groundStroke(cam, arcPoints(0, base - 5.8, 1.8, 180, 360, 40), lw),
    groundStroke(
      cam,
      [
        [-6.6, base],
        [-6.6, hoopZ - 1.2],
        ...arcPoints(0, hoopZ, 6.75, 191, 349, 60),
        [6.6, hoopZ - 1.2],
        [6.6, base],
      ],
      lw,
    ),
  ]
  s.add(`<path d="${lines.join('')}" fill="#f4efe4" opacity="0.9" fill-rule="evenodd"/>`)
  // backboard, rim and net
  const bz = base - 0.3
  s.add(
    `<path d="${poly([project(cam, -0.15, base + 0.8, 0), project(cam, 0.15, base + 0.8, 0), project(cam, 0.1, base + 0.8, 3.3), project(cam, -0.1, base + 0.8, 3.3)])}" fill="#1b1f1d"/>`,
  )
  s.add(
    `<path d="${poly([project(cam, 0, base + 0.8, 3.2), project(cam, 0, bz, 3.2)], false)}" stroke="#1b1f1d" stroke-width="8"/>`,
  )
  s.add(
    `<path d="${frontPlane(cam, bz, -0.9, 0.9, 2.9, 3.95)}" fill="#dfe9f2" fill-opacity="0.18" stroke="#f7f7f7" stroke-width="4"/>`,
  )
  s.add(
    `<path d="${frontPlane(cam, bz - 0.01, -0.3, 0.3, 3.05, 3.5)}" fill="none" stroke="#f7f7f7" stroke-width="3"/>`,
  )
  const rimC = project(cam, 0, hoopZ, 3.05)
  const rimR = scaleAt(cam, hoopZ) * 0.23
  const netTop = rimC[1]
  const netBot = rimC[1] + scaleAt(cam, hoopZ) * 0.42
  let net = ''
  for (let i = -4; i <= 4; i++)
    net += `<path d="M${n1(rimC[0] + (i / 4) * rimR)} ${n1(netTop)}L${n1(rimC[0] + (i / 4) * rimR * 0.55)} ${n1(netBot)}" />`
  s.add(`<g stroke="#f3f3f3" stroke-width="1.5" opacity="0.85">${net}</g>`)
  s.add(
    `<ellipse cx="${n1(rimC[0])}" cy="${n1(rimC[1])}" rx="${n1(rimR)}" ry="${n1(rimR * 0.28)}" fill="none" stroke="#ff5a1f" stroke-width="4"/>`,
  )
  // players
  const blur = s.blur('pb', 5)
  const home = (): Kit => kit(rng, COLORS.green, COLORS.green, '#f4f4f4')
  const away = (): Kit => kit(rng, '#8c2433', '#8c2433', '#f0f0f0', '#222')
  const rim = { color: '#fff3d6', dx: 0, dy: -2.5 }
  const actors: { x: number; z: number; pose: Pose; kit: Kit; facing: 1 | -1 }[] = [
    {
      x: 1.6,
      z: base - 3.2,
      pose: { lean: 10, armFar: [40, 30], armNear: [120, 20], legFar: [-5, 20], legNear: [20, 30] },
      kit: away(),
      facing: -1,
    },
    {
      x: -1.2,
      z: base - 4.3,
      pose: { lean: 12, armFar: [50, 40], armNear: [30, 50], legFar: [-10, 30], legNear: [25, 45] },
      kit: home(),
      facing: 1,
    },
    {
      x: -0.9,
      z: 8.6,
      pose: {
        lean: 4,
        armFar: [80, 10],
        armNear: [172, 4],
        legFar: [-6, 14],
        legNear: [12, 18],
        lift: 0.1,
      },
      kit: away(),
      facing: 1,
    },
    {
      x: 0.75,
      z: 8.0,
      pose: {
        lean: -6,
        head: -12,
        armFar: [150, 45],
        armNear: [165, 30],
        legFar: [12, 55],
        legNear: [28, 40],
        lift: 0.22,
      },
      kit: home(),
      facing: -1,
    },
  ]
  for (const a of actors) {
    const { px, py, hpx, ...fig } = figureAt(cam, a.x, a.z, 1.95, {
      pose: a.pose,
      facing: a.facing,
      kit: a.kit,
      rim,
    })
    s.add(contactShadow(px, py, hpx * 0.2, blur, 0.5), fig.svg)
    if (a.pose.lift === 0.22) {
      const r = scaleAt(cam, a.z) * 0.125
      const bx = (fig.j.handNear[0] + fig.j.handFar[0]) / 2 + r * 0.5
      const by = Math.min(fig.j.handNear[1], fig.j.handFar[1]) - r * 0.9
      s.add(
        `<circle cx="${n1(bx)}" cy="${n1(by)}" r="${n1(r)}" fill="#e0661f"/><path d="M${n1(bx - r)} ${n1(by)}h${n1(2 * r)}M${n1(bx)} ${n1(by - r)}v${n1(2 * r)}" stroke="#3a1a08" stroke-width="1.6"/><circle cx="${n1(bx - r * 0.3)}" cy="${n1(by - r * 0.35)}" r="${n1(r * 0.35)}" fill="#fff" opacity="0.3"/>`,
      )
    }
  }
  heroGrade(s, 1.05)
  return s.toString()
}
