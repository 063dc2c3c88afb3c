/** Hero scene: sand volleyball court at sunset. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { figureAt, type Kit, type Pose } from '../figure.ts'
import { type Camera, groundStroke, project, scaleAt } from '../perspective.ts'
import { kit } from '../poses.ts'
import { caldenTree, clouds, godRays, heroGrade, sun, treeLine } from '../scenery.ts'
import { contactShadow } from '../shadows.ts'
import { n1, poly, Svg } from '../svg.ts'

export function sceneVolleyball(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 600, f: 1400, h: 1.5 }
  const netX = 1.6
  const sky = s.linear('sky', [
    [0, '#1d4e78'],
    [0.45, '#6d9fb8'],
    [0.75, '#f1c27d'],
    [1, '#ffd9a0'],
  ])
  s.fill(`url(#${sky})`)
  clouds(s, {
    seed: 41,
    color: '#fff0d8',
    top: 60,
    bottom: 520,
    opacity: 0.7,
    gain: 2.8,
    bias: -1.5,
  })
  sun(s, 1480, 430, 50, '#fff6d8', '#ffc46a', 800, 0.85)
  godRays(s, rng, 1480, 430, '#fff1c8', 16, 1400, 0.14)
  // caldén and poplars on the horizon
  s.add(treeLine(rng, -20, 1940, 604, 36, '#6a6a4a', 110))
  s.add(
    caldenTree(rng, 260, 606, 260, '#3c3d2c'),
    caldenTree(rng, 520, 606, 170, '#4a4a36'),
    caldenTree(rng, 1760, 606, 210, '#3c3d2c'),
  )
  // sand with texture, footprints and the court tapes
  const sand = s.linearAbs(
    'sand',
    [
      [0, '#f0cf95'],
      [0.4, '#d9b078'],
      [1, '#9e7447'],
    ],
    [0, 600],
    [0, 1080],
  )
  s.add(`<rect y="600" width="${W}" height="480" fill="url(#${sand})"/>`)
  s.texture({
    freq: '0.8 0.5',
    octaves: 2,
    seed: 2,
    color: '#6b4a26',
    gain: 2.4,
    bias: -1.2,
    box: [0, 600, W, 480],
    opacity: 0.55,
  })
  s.texture({
    freq: '0.012 0.05',
    octaves: 3,
    seed: 6,
    color: '#fff0cf',
    gain: 2,
    bias: -0.9,
    box: [0, 600, W, 480],
    opacity: 0.35,
  })
  let prints = ''
  for (let i = 0; i < 45; i++) {
    const z = rng.range(4, 20)
    const [px, py] = project(cam, rng.range(-9, 12), z)
    const m = scaleAt(cam, z)
    prints += `<ellipse cx="${n1(px)}" cy="${n1(py)}" rx="${n1(m * 0.13)}" ry="${n1(m * 0.045)}" />`
  }
  s.add(`<g fill="#7a5530" opacity="0.28">${prints}</g>`)
  const tape = [
    groundStroke(
      cam,
      [
        [netX - 8, 5],
        [netX + 8, 5],
      ],
      0.05,
    ),
    groundStroke(
      cam,
      [
        [netX - 8, 13],
        [netX + 8, 13],
      ],
      0.05,
    ),
    groundStroke(
      cam,
      [
        [netX - 8, 5],
        [netX - 8, 13],
      ],
      0.05,
    ),
    groundStroke(
      cam,
      [
        [netX + 8, 5],
        [netX + 8, 13],
      ],
      0.05,
    ),
  ]
  s.add(`<path d="${tape.join('')}" fill="#1f58a8"/>`)
  const z0 = 5.6
  const z1 = 13.8
  // net (receding away from the camera), drawn between the two teams
  const drawNet = (): void => {
    const mesh = s.id('vmesh')
    s.def(
      `<pattern id="${mesh}" width="7" height="7" patternUnits="userSpaceOnUse"><path d="M0 0H7M0 0V7" stroke="#14110c" stroke-width="1"/></pattern>`,
    )
    s.add(
      `<path d="${poly([project(cam, netX, z0, 2.43), project(cam, netX, z1, 2.43), project(cam, netX, z1, 1.43), project(cam, netX, z0, 1.43)])}" fill="url(#${mesh})" opacity="0.7"/>`,
    )
    s.add(
      `<path d="${poly([project(cam, netX, z0, 2.43), project(cam, netX, z1, 2.43)], false)}" stroke="#f7f5ef" stroke-width="5"/>`,
    )
    s.add(
      `<path d="${poly([project(cam, netX, z0, 1.43), project(cam, netX, z1, 1.43)], false)}" stroke="#f7f5ef" stroke-width="2.5"/>`,
    )
    for (const z of [z0 + 0.4, z1 - 0.4]) {
      const [ax, ay] = project(cam, netX, z, 2.43)
      const [, aTop] = project(cam, netX, z, 3.25)
      s.add(
        `<path d="M${n1(ax)} ${n1(ay)}V${n1(aTop)}" stroke="#e23b2e" stroke-width="4" stroke-dasharray="10 10"/><path d="M${n1(ax)} ${n1(ay)}V${n1(aTop)}" stroke="#fff" stroke-width="4" stroke-dasharray="10 10" stroke-dashoffset="10"/>`,
      )
    }
    for (const z of [z0 - 0.6, z1 + 0.6])
      s.add(
        `<path d="${poly([project(cam, netX, z, 0), project(cam, netX, z, 2.6)], false)}" stroke="#2a2a26" stroke-width="${n1(scaleAt(cam, z) * 0.06)}"/>`,
      )
  }
  // players (backlit by the low sun); the team beyond the net is drawn first
  const blur = s.blur('vb', 4)
  const rim = { color: '#ffe1a8', dx: 2.5, dy: -1.5 }
  const home = (): Kit => kit(rng, COLORS.green, COLORS.gold, '#d9b078', '#d9b078')
  const away = (): Kit => kit(rng, '#203a66', '#f7f5ef', '#d9b078', '#d9b078')
  const actors: { x: number; z: number; pose: Pose; kit: Kit; facing: 1 | -1; spike?: boolean }[] =
    [
      {
        x: netX + 5.5,
        z: 12.5,
        pose: {
          lean: 30,
          armFar: [50, 10],
          armNear: [40, 15],
          legFar: [-20, 50],
          legNear: [40, 60],
        },
        kit: away(),
        facing: -1,
      },
      {
        x: netX + 0.75,
        z: 8.8,
        pose: {
          lean: 2,
          armFar: [176, 2],
          armNear: [170, 6],
          legFar: [-8, 22],
          legNear: [10, 28],
          lift: 0.3,
        },
        kit: away(),
        facing: -1,
      },
      {
        x: netX - 5,
        z: 11,
        pose: {
          lean: 28,
          armFar: [40, 10],
          armNear: [55, 20],
          legFar: [-25, 55],
          legNear: [40, 65],
        },
        kit: home(),
        facing: 1,
      },
      {
        x: netX - 1.05,
        z: 8.2,
        pose: {
          lean: -16,
          head: -18,
          armFar: [110, 30],
          armNear: [165, -5],
          legFar: [-5, 95],
          legNear: [25, 80],
          lift: 0.42,
        },
        kit: home(),
        facing: 1,
        spike: true,
      },
    ]
  let netDrawn = false
  for (const a of actors) {
    if (!netDrawn && a.x < netX) {
      drawNet()
      netDrawn = true
    }
    const { px, py, hpx, ...fig } = figureAt(cam, a.x, a.z, 1.8, {
      pose: a.pose,
      facing: a.facing,
      kit: a.kit,
      rim,
      ponytail: true,
    })
    s.add(contactShadow(px - hpx * 0.08, py, hpx * 0.22, blur, a.pose.lift ? 0.25 : 0.45))
    s.add(fig.svg)
    if (a.spike) {
      const r = hpx * 0.06
      const bx = fig.j.handNear[0] + r * 1.4
      const by = fig.j.handNear[1] - r * 0.6
      s.add(
        `<circle cx="${n1(bx)}" cy="${n1(by)}" r="${n1(r)}" fill="#f6f1e2"/>`,
        `<path d="M${n1(bx - r)} ${n1(by)}Q${n1(bx)} ${n1(by - r * 0.6)} ${n1(bx + r)} ${n1(by)}M${n1(bx - r * 0.3)} ${n1(by - r * 0.95)}Q${n1(bx + r * 0.3)} ${n1(by)} ${n1(bx - r * 0.1)} ${n1(by + r)}" stroke="${COLORS.gold}" stroke-width="${n1(r * 0.28)}" fill="none"/>`,
        `<path d="M${n1(bx - r * 0.3)} ${n1(by - r * 0.95)}Q${n1(bx + r * 0.3)} ${n1(by)} ${n1(bx - r * 0.1)} ${n1(by + r)}" stroke="#2456a6" stroke-width="${n1(r * 0.2)}" fill="none" transform="rotate(70 ${n1(bx)} ${n1(by)})"/>`,
      )
    }
  }
  heroGrade(s, 1.1)
  return s.toString()
}
