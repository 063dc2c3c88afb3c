/** Hero scene: athletics track and hurdles at dawn. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { figureAt, type Pose } from '../figure.ts'
import { type Camera, groundPoly, groundStroke, project, scaleAt } from '../perspective.ts'
import { kit, POSES } from '../poses.ts'
import { clouds, heroGrade, sun, treeLine } from '../scenery.ts'
import { castShadow } from '../shadows.ts'
import { n1, poly, type Pt, rad, Svg } from '../svg.ts'

export function sceneAthletics(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 470, f: 1400, h: 1.5 }
  const theta = rad(16)
  const u: Pt = [Math.cos(theta), Math.sin(theta)]
  const v: Pt = [-Math.sin(theta), Math.cos(theta)]
  const O: Pt = [-4.6, 5.2]
  const at = (sAlong: number, d: number): Pt => [
    O[0] + u[0] * sAlong + v[0] * d,
    O[1] + u[1] * sAlong + v[1] * d,
  ]
  const laneW = 1.22
  const sMin = -12
  const sMax = 260
  // sunrise sky with mist
  const sky = s.linear('sky', [
    [0, '#34507a'],
    [0.5, '#9a9fb4'],
    [0.8, '#f0b98a'],
    [0.9, '#ffd6a0'],
  ])
  s.fill(`url(#${sky})`)
  clouds(s, {
    seed: 91,
    color: '#ffe3c4',
    top: 40,
    bottom: 430,
    opacity: 0.7,
    gain: 2.6,
    bias: -1.4,
  })
  sun(s, 1560, 440, 42, '#fff3d2', '#ffc27a', 760, 0.85)
  // far grandstand and trees in the mist
  s.add(treeLine(rng, -20, 1940, 476, 46, '#8b7f86', 100))
  s.add(
    `<path d="M120 476V420l300 -22 300 22V476Z" fill="#7b6f78"/><path d="M110 424l310 -34 310 34v-7l-310 -36 -310 36Z" fill="#6a5e67"/>`,
  )
  const mist = s.linearAbs(
    'mist',
    [
      [0, '#ffe2c0', 0],
      [0.55, '#ffe2c0', 0.55],
      [1, '#ffe2c0', 0],
    ],
    [0, 400],
    [0, 540],
  )
  // infield and outer grass
  s.add(`<rect y="470" width="${W}" height="610" fill="#4c6b3a"/>`)
  s.texture({
    freq: '0.4 0.08',
    octaves: 2,
    seed: 44,
    color: '#1f3318',
    gain: 1.8,
    bias: -0.7,
    box: [0, 470, W, 610],
    opacity: 0.5,
  })
  // tartan track
  const lanes = 8
  const track = groundPoly(cam, [
    at(sMin, -0.6),
    at(sMax, -0.6),
    at(sMax, lanes * laneW + 0.3),
    at(sMin, lanes * laneW + 0.3),
  ])
  const tartan = s.linearAbs(
    'tartan',
    [
      [0, '#d27a5c'],
      [0.3, '#b9533a'],
      [1, '#8a3524'],
    ],
    [0, 470],
    [0, 1080],
  )
  s.add(`<path d="${track}" fill="url(#${tartan})"/>`)
  s.texture({
    freq: '0.9 0.6',
    octaves: 2,
    seed: 45,
    color: '#5a1e10',
    gain: 2.4,
    bias: -1.1,
    box: [0, 470, W, 610],
    clip: track,
    opacity: 0.55,
  })
  const lines: string[] = []
  for (let i = 0; i <= lanes; i++)
    lines.push(groundStroke(cam, [at(sMin, i * laneW), at(sMax, i * laneW)], 0.07))
  lines.push(groundStroke(cam, [at(-4, 0), at(-4, lanes * laneW)], 0.09))
  s.add(`<path d="${lines.join('')}" fill="#f6efe6" opacity="0.9"/>`)
  s.add(`<path d="${groundStroke(cam, [at(sMin, -0.6), at(sMax, -0.6)], 0.12)}" fill="#e8e4dc"/>`)
  s.add(`<rect y="400" width="${W}" height="140" fill="url(#${mist})"/>`)
  // hurdles (drawn far to near) and athletes
  const blur = s.blur('ab', 3.5)
  const hurdle = (sAlong: number, lane: number): string => {
    const a = at(sAlong, lane * laneW + 0.08)
    const b = at(sAlong, (lane + 1) * laneW - 0.08)
    const m = scaleAt(cam, (a[1] + b[1]) / 2)
    const top = [project(cam, a[0], a[1], 0.84), project(cam, b[0], b[1], 0.84)] as const
    const legs = `<path d="${poly([project(cam, a[0], a[1], 0), top[0]], false)}${poly([project(cam, b[0], b[1], 0), top[1]], false)}" stroke="#2a2a2a" stroke-width="${n1(m * 0.035)}"/>`
    const feet = `<path d="${poly([project(cam, a[0], a[1], 0), project(cam, a[0] - u[0] * 0.7, a[1] - u[1] * 0.7, 0)], false)}${poly([project(cam, b[0], b[1], 0), project(cam, b[0] - u[0] * 0.7, b[1] - u[1] * 0.7, 0)], false)}" stroke="#2a2a2a" stroke-width="${n1(m * 0.035)}"/>`
    const [t0, t1] = top
    const bar = `<path d="M${n1(t0[0])} ${n1(t0[1])}L${n1(t1[0])} ${n1(t1[1])}" stroke="#f4f4f0" stroke-width="${n1(m * 0.07)}"/><path d="M${n1(t0[0])} ${n1(t0[1])}L${n1(t1[0])} ${n1(t1[1])}" stroke="#1d1d1d" stroke-width="${n1(m * 0.07)}" stroke-dasharray="${n1(m * 0.15)} ${n1(m * 0.15)}"/>`
    return feet + legs + bar
  }
  const rim = { color: '#ffe0b0', dx: 2.2, dy: -1.5 }
  const colors = [COLORS.green, '#1e3a8a', '#b91c1c', COLORS.green]
  const clear: Pose = {
    lean: 34,
    head: -6,
    armFar: [95, 5],
    armNear: [-50, 70],
    legFar: [-20, 115],
    legNear: [100, 8],
    lift: 0.22,
  }
  const actors: { lane: number; sAlong: number; pose: Pose; hurdler?: boolean }[] = [
    { lane: 6, sAlong: 17.3, pose: clear, hurdler: true },
    { lane: 4, sAlong: 12.5, pose: POSES.run },
    { lane: 2, sAlong: 8.3, pose: clear, hurdler: true },
    { lane: 0, sAlong: 4.6, pose: POSES.sprint },
  ]
  for (const lane of [7, 6, 5, 4, 3, 2, 1, 0]) {
    for (let k = 0; k < 12; k++) s.add(hurdle(8 + k * 9, lane))
    for (const a of actors.filter((act) => act.lane === lane)) {
      const p = at(a.sAlong, (lane + 0.5) * laneW)
      const fig = figureAt(cam, p[0], p[1], 1.8, {
        pose: a.pose,
        facing: 1,
        kit: kit(
          rng,
          colors[lane % 4] ?? COLORS.green,
          a.hurdler ? COLORS.gold : '#1a1a1a',
          '#f4f4f0',
          '#f4f4f0',
        ),
        rim,
      })
      s.add(
        castShadow(fig.svg, [fig.px, fig.py], { length: 0.16, skew: 1.1, opacity: 0.32, blur }),
        fig.svg,
      )
    }
  }
  heroGrade(s, 1.05)
  return s.toString()
}
