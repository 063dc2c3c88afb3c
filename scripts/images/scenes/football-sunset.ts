/** Hero scene: football pitch at sunset. */
import type { Random } from '../../../server/seed/random.ts'
import { W } from '../club.ts'
import type { Pose } from '../figure.ts'
import {
  arcPoints,
  type Camera,
  groundPoly,
  groundStroke,
  project,
  scaleAt,
} from '../perspective.ts'
import { POSES } from '../poses.ts'
import { clouds, darkSilhouette, floodlight, heroGrade, poplar, sun, treeLine } from '../scenery.ts'
import { ball, castShadow } from '../shadows.ts'
import { blurFilter, n1, Svg } from '../svg.ts'

export function sceneFootballSunset(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 585, f: 1500, h: 2.4 }
  const sunX = 1010
  const sunY = 560
  // sky
  const sky = s.linear('sky', [
    [0, '#1f2346'],
    [0.28, '#4b3560'],
    [0.45, '#9c4f62'],
    [0.53, '#e07a4c'],
    [0.56, '#ffb45e'],
  ])
  s.fill(`url(#${sky})`)
  clouds(s, {
    seed: 11,
    color: '#ffae7a',
    top: 40,
    bottom: 520,
    opacity: 0.75,
    gain: 3.2,
    bias: -1.65,
  })
  clouds(s, {
    seed: 29,
    color: '#3a2442',
    top: 0,
    bottom: 380,
    opacity: 0.55,
    gain: 3,
    bias: -1.5,
    freq: '0.0012 0.006',
  })
  sun(s, sunX, sunY, 46, '#fff0c0', '#ff9a4a', 900, 0.9)
  // distant trees, grandstand and floodlights
  const haze = '#5b3344'
  s.add(treeLine(rng, -20, 1940, 590, 40, '#6a3a48', 110))
  s.add(treeLine(rng, -20, 820, 592, 64, haze, 45))
  s.add(
    `<path d="M1240 592V548l190 -14 190 14V592Z" fill="#4a2a3a"/><path d="M1230 550l200 -24 200 24v-6l-200 -26 -200 26Z" fill="#3a2030"/>`,
  )
  for (let i = 0; i < 3; i++) s.add(poplar(rng, 1660 + i * 46, 596, rng.range(120, 150), '#4d2b3b'))
  floodlight(s, 300, 596, 395, 0.55)
  floodlight(s, 1660, 596, 380, 0.6)
  // pitch with mowing bands
  s.add(`<rect y="585" width="${W}" height="495" fill="#2b4520"/>`)
  for (let z = 2.5; z < 160; z += 11) {
    s.add(
      `<path d="${groundPoly(cam, [
        [-120, z],
        [120, z],
        [120, z + 5.5],
        [-120, z + 5.5],
      ])}" fill="#35552a"/>`,
    )
  }
  s.texture({
    freq: '0.35 0.06',
    octaves: 2,
    seed: 4,
    color: '#0b1a0e',
    gain: 1.6,
    bias: -0.55,
    box: [0, 585, W, 495],
    opacity: 0.55,
  })
  // warm sheen of the sunset on the grass
  const sheen = s.radial(
    'sheen',
    [
      [0, '#ffb36b', 0.65],
      [0.3, '#e08a52', 0.25],
      [1, '#e08a52', 0],
    ],
    sunX,
    600,
    900,
    0.35,
  )
  s.add(`<rect x="0" y="585" width="${W}" height="495" fill="url(#${sheen})"/>`)
  // pitch markings (halfway line, centre circle, far box, touchline)
  const line = '#f3e6d2'
  const half = 44
  const lw = 0.32
  const lines = [
    groundStroke(
      cam,
      [
        [-34, half],
        [34, half],
      ],
      lw,
    ),
    groundStroke(cam, arcPoints(0, half, 9.15, 0, 360, 90), lw * 0.7, true),
    groundStroke(
      cam,
      [
        [-34, 3],
        [-34, 150],
      ],
      lw * 0.7,
    ),
    groundStroke(
      cam,
      [
        [34, 3],
        [34, 150],
      ],
      lw * 0.7,
    ),
    groundStroke(
      cam,
      [
        [-34, half + 52.5],
        [34, half + 52.5],
      ],
      lw,
    ),
    groundStroke(
      cam,
      [
        [-20.15, half + 52.5],
        [-20.15, half + 36],
        [20.15, half + 36],
        [20.15, half + 52.5],
      ],
      lw,
    ),
  ]
  s.add(`<path d="${lines.join('')}" fill="${line}" opacity="0.78" fill-rule="evenodd"/>`)
  s.add(
    `<circle cx="${n1(project(cam, 0, half)[0])}" cy="${n1(project(cam, 0, half)[1])}" r="3" fill="${line}" opacity="0.8"/>`,
  )
  // far goal
  const [gl, gy] = project(cam, -3.66, half + 52.5)
  const [gr] = project(cam, 3.66, half + 52.5)
  const gt = gy - scaleAt(cam, half + 52.5) * 2.44
  s.add(
    `<path d="M${n1(gl)} ${n1(gy)}V${n1(gt)}H${n1(gr)}V${n1(gy)}" stroke="#fbeedc" stroke-width="2" fill="none"/>`,
  )
  // players (backlit silhouettes with long shadows towards the camera)
  const blur = s.id('sb')
  const soft = s.id('soft')
  s.def(blurFilter(blur, 3), blurFilter(soft, 1.2))
  const rim = '#ffb56a'
  const players: { x: number; z: number; pose: Pose; facing: 1 | -1; ballAt?: 'near' }[] = [
    { x: 6.4, z: 30, pose: POSES.jog, facing: -1 },
    { x: -6.5, z: 24, pose: POSES.run, facing: 1 },
    { x: 0.3, z: half + 50.5, pose: POSES.celebrate, facing: 1 },
    { x: 2.3, z: 12.5, pose: { ...POSES.sprint, lean: 18 }, facing: -1 },
    { x: -3.3, z: 10.5, pose: POSES.run, facing: 1 },
    { x: -0.4, z: 7.6, pose: POSES.kick, facing: 1, ballAt: 'near' },
  ]
  for (const p of players) {
    const [px, py] = project(cam, p.x, p.z)
    const hpx = scaleAt(cam, p.z) * 1.8
    const fig = darkSilhouette(
      { x: px, y: py, height: hpx, pose: p.pose, facing: p.facing },
      rim,
      px < sunX ? 1.6 : -1.6,
    )
    const skew = -(px - sunX) / 1400
    s.add(castShadow(fig.svg, [px, py], { length: 0.55, skew, opacity: 0.5, blur }))
    s.add(p.z > 20 ? `<g filter="url(#${soft})">${fig.svg}</g>` : fig.svg)
    if (p.ballAt) {
      const r = scaleAt(cam, p.z) * 0.11
      const bx = fig.j.toeNear[0] + r * 1.6
      const by = fig.j.toeNear[1] - r * 0.2
      s.add(
        `<ellipse cx="${n1(bx + 30)}" cy="${n1(py + 4)}" rx="${n1(r * 2)}" ry="${n1(r * 0.4)}" fill="#000" opacity="0.35" filter="url(#${blur})"/>`,
      )
      s.add(
        ball(bx, by, r, '#2a1d22', '#0f0a0d'),
        `<path d="M${n1(bx - r * 0.3)} ${n1(by - r * 0.95)}a${n1(r)} ${n1(r)} 0 0 1 ${n1(r * 1.25)} ${n1(r * 0.6)}" stroke="${rim}" stroke-width="2" fill="none"/>`,
      )
    }
  }
  // atmospheric haze near the horizon and foreground darkening
  const hz = s.linearAbs(
    'hz',
    [
      [0, '#ffb06a', 0],
      [0.5, '#ffb06a', 0.28],
      [1, '#ffb06a', 0],
    ],
    [0, 480],
    [0, 660],
  )
  s.add(`<rect y="480" width="${W}" height="180" fill="url(#${hz})"/>`)
  heroGrade(s, 1)
  return s.toString()
}
