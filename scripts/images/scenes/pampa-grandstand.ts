/** Hero scene: grandstand in the pampa landscape. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { type Camera, groundPoly, groundStroke, project, scaleAt } from '../perspective.ts'
import { caldenTree, clouds, godRays, heroGrade, sun, treeLine } from '../scenery.ts'
import { lerp, n1, poly, type Pt, rad, Svg } from '../svg.ts'

/** Pampas grass (cortadera) clump with feathery plumes. */
function cortadera(
  s: Svg,
  rng: Random,
  x: number,
  y: number,
  size: number,
  plume: string,
  leaf: string,
  blur: string,
): void {
  let leaves = ''
  for (let i = 0; i < 26; i++) {
    const a = rng.range(-70, 70)
    const l = size * rng.range(0.35, 0.6)
    const ex = x + Math.sin(rad(a)) * l
    const ey = y - Math.cos(rad(a)) * l * 0.8
    leaves += `<path d="M${n1(x + rng.range(-size * 0.05, size * 0.05))} ${n1(y)}Q${n1((x + ex) / 2)} ${n1(ey - size * 0.1)} ${n1(ex + Math.sign(a) * size * 0.08)} ${n1(ey + size * 0.12)}"/>`
  }
  s.add(
    `<g stroke="${leaf}" stroke-width="${n1(size * 0.012)}" fill="none" stroke-linecap="round">${leaves}</g>`,
  )
  let plumes = ''
  let stems = ''
  for (let i = 0; i < 9; i++) {
    const a = rng.range(-18, 18)
    const l = size * rng.range(0.78, 1.05)
    const tx = x + Math.sin(rad(a)) * l
    const ty = y - Math.cos(rad(a)) * l
    stems += `<path d="M${n1(x)} ${n1(y)}Q${n1((x + tx) / 2)} ${n1((y + ty) / 2)} ${n1(tx)} ${n1(ty + size * 0.12)}"/>`
    const bend = rng.range(-0.04, 0.04) * size
    for (let k = 0; k < 3; k++) {
      const ox = rng.range(-0.015, 0.015) * size
      const pl = size * rng.range(0.2, 0.28)
      const pw = size * rng.range(0.025, 0.04)
      plumes += `<path d="M${n1(tx + ox)} ${n1(ty + size * 0.12)}c${n1(-pw)} ${n1(-pl * 0.3)} ${n1(-pw + bend)} ${n1(-pl * 0.8)} ${n1(bend * 1.6)} ${n1(-pl)}c${n1(pw + bend)} ${n1(pl * 0.2)} ${n1(pw)} ${n1(pl * 0.7)} ${n1(-bend * 1.6)} ${n1(pl)}Z" transform="rotate(${n1(a * 0.6)} ${n1(tx)} ${n1(ty)})"/>`
    }
  }
  s.add(
    `<g stroke="#8f7f5c" stroke-width="${n1(size * 0.006)}" fill="none">${stems}</g><g fill="${plume}" opacity="0.95" filter="url(#${blur})">${plumes}</g>`,
  )
}

/** Classic pampa windmill (molino) with its water tank. */
function windmill(x: number, y: number, h: number, color: string): string {
  const w = h * 0.16
  const top: Pt = [x, y - h]
  let lattice = `<path d="M${n1(x - w)} ${n1(y)}L${n1(x - w * 0.12)} ${n1(top[1])}M${n1(x + w)} ${n1(y)}L${n1(x + w * 0.12)} ${n1(top[1])}"/>`
  for (let i = 1; i < 6; i++) {
    const t = i / 6
    const yy = y - h * t
    const ww = lerp(w, w * 0.12, t)
    const yy2 = y - h * (t + 1 / 6)
    const ww2 = lerp(w, w * 0.12, t + 1 / 6)
    lattice += `<path d="M${n1(x - ww)} ${n1(yy)}H${n1(x + ww)}M${n1(x - ww)} ${n1(yy)}L${n1(x + ww2)} ${n1(yy2)}"/>`
  }
  let blades = ''
  const r = h * 0.2
  for (let i = 0; i < 18; i++) {
    const a = rad(i * 20)
    blades += `<path d="M${n1(top[0] + Math.cos(a) * r * 0.25)} ${n1(top[1] + Math.sin(a) * r * 0.25)}L${n1(top[0] + Math.cos(a) * r)} ${n1(top[1] + Math.sin(a) * r)}"/>`
  }
  const tank = `<path d="M${n1(x + w * 1.6)} ${n1(y)}v${n1(-h * 0.16)}h${n1(h * 0.5)}v${n1(h * 0.16)}Z" fill="${color}"/>`
  return (
    `<g stroke="${color}" stroke-width="${n1(h * 0.012)}" fill="none">${lattice}${blades}<circle cx="${n1(top[0])}" cy="${n1(top[1])}" r="${n1(r)}"/><circle cx="${n1(top[0])}" cy="${n1(top[1])}" r="${n1(r * 0.55)}"/></g>` +
    `<path d="M${n1(top[0])} ${n1(top[1])}h${n1(h * 0.3)}l${n1(h * 0.08)} ${n1(-h * 0.07)}v${n1(h * 0.14)}l${n1(-h * 0.08)} ${n1(-h * 0.07)}" fill="${color}" stroke="${color}" stroke-width="${n1(h * 0.01)}"/>` +
    tank
  )
}

export function scenePampaGrandstand(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 640, f: 1400, h: 1.7 }
  const sky = s.linear('sky', [
    [0, '#27456e'],
    [0.45, '#7d93ad'],
    [0.7, '#e4b184'],
    [0.82, '#f6cf94'],
  ])
  s.fill(`url(#${sky})`)
  clouds(s, {
    seed: 123,
    color: '#fff1de',
    top: 40,
    bottom: 560,
    opacity: 0.9,
    gain: 3.4,
    bias: -1.75,
    freq: '0.0018 0.005',
  })
  clouds(s, {
    seed: 321,
    color: '#6f6a84',
    top: 0,
    bottom: 420,
    opacity: 0.55,
    gain: 3.2,
    bias: -1.9,
    freq: '0.0014 0.004',
  })
  sun(s, 300, 600, 40, '#fff4d8', '#ffc070', 900, 0.9)
  godRays(s, rng, 300, 600, '#fff0c8', 14, 1700, 0.12)
  // horizon: distant tree belts
  s.add(treeLine(rng, -20, 1940, 645, 26, '#7d7067', 160))
  // grandstand (tribuna) in three-quarter view
  const a: Pt = [-38, 95]
  const b: Pt = [36, 118]
  const len = Math.hypot(b[0] - a[0], b[1] - a[1])
  const ux = (b[0] - a[0]) / len
  const uz = (b[1] - a[1]) / len
  const nx = uz
  const nz = -ux
  const P = (t: number, back: number, y: number): Pt =>
    project(cam, a[0] + ux * t * len - nx * back, a[1] + uz * t * len - nz * back, y)
  const quad = (t0: number, t1: number, b0: number, b1: number, y0: number, y1: number): string =>
    poly([P(t0, b0, y0), P(t1, b0, y0), P(t1, b1, y1), P(t0, b1, y1)])
  s.add(`<path d="${quad(0, 1, 14, 14, 0, 13)}" fill="#5e5a55"/>`)
  for (let tier = 11; tier >= 0; tier--) {
    const back0 = 1 + tier
    const y0 = 0.9 + tier * 0.75
    s.add(`<path d="${quad(0, 1, back0, back0, y0 - 0.75, y0)}" fill="#8f8a80"/>`)
    for (let k = 0; k < 12; k++) {
      const c = (k + Math.floor(tier / 4)) % 3 === 0 ? COLORS.gold : COLORS.green
      s.add(
        `<path d="${quad(k / 12 + 0.003, (k + 1) / 12 - 0.003, back0, back0 + 1, y0, y0 + 0.3)}" fill="${c}"/>`,
      )
    }
  }
  s.add(`<path d="${quad(0, 1, 0, 1, 0, 0.9)}" fill="#a8a398"/>`)
  for (let k = 0; k <= 6; k++)
    s.add(
      `<path d="${poly([P(k / 6, 13.5, 0), P(k / 6, 13.5, 13.5)], false)}" stroke="#3b3935" stroke-width="5"/>`,
    )
  s.add(`<path d="${quad(0, 1, -2, 14, 13.2, 14.2)}" fill="#2e3330"/>`)
  s.add(
    `<path d="${poly([P(0, -2, 13.2), P(1, -2, 13.2), P(1, -2, 14.2), P(0, -2, 14.2)])}" fill="${COLORS.green}"/>`,
  )
  const [lx, ly] = P(0.5, -2, 13.45)
  const angle =
    (Math.atan2(P(1, -2, 13.45)[1] - P(0, -2, 13.45)[1], P(1, -2, 13.45)[0] - P(0, -2, 13.45)[0]) *
      180) /
    Math.PI
  s.add(
    `<text x="${n1(lx)}" y="${n1(ly)}" transform="rotate(${n1(angle)} ${n1(lx)} ${n1(ly)})" font-family="Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="12" letter-spacing="2" fill="${COLORS.gold}" text-anchor="middle">CLUB SOCIAL Y DEPORTIVO SANTA ROSA</text>`,
  )
  // pitch in front of the stand
  const pitch = groundPoly(cam, [
    [-60, 40],
    [60, 40],
    [60, 92],
    [-60, 92],
  ])
  const pitchLines = `<path d="${groundStroke(
    cam,
    [
      [-50, 88],
      [50, 88],
    ],
    0.5,
  )}${groundStroke(
    cam,
    [
      [-2, 45],
      [-2, 88],
    ],
    0.4,
  )}" fill="#eef0e6" opacity="0.7"/>`
  s.add(`<path d="${pitch}" fill="#567a3a"/>`)
  s.add(pitchLines)
  // caldén trees and windmill
  s.add(
    caldenTree(rng, 1560, 660, 240, '#3a3424'),
    caldenTree(rng, 1800, 668, 320, '#2f2a1e'),
    caldenTree(rng, 470, 652, 150, '#4a4130'),
  )
  s.add(windmill(230, 672, 260, '#3a3226'))
  // golden pampa grass foreground
  const field = s.linearAbs(
    'field',
    [
      [0, '#c9a86a'],
      [0.35, '#a8874e'],
      [1, '#5e4a28'],
    ],
    [0, 650],
    [0, 1080],
  )
  s.add(`<path d="M0 ${cam.horizon + 12}H${W}V1080H0Z" fill="url(#${field})"/>`)
  s.add(`<path d="${pitch}" fill="#567a3a"/>`)
  s.add(pitchLines)
  s.texture({
    freq: '0.5 0.04',
    octaves: 3,
    seed: 51,
    color: '#3d2d12',
    gain: 2,
    bias: -0.8,
    box: [0, 650, W, 430],
    opacity: 0.6,
  })
  s.texture({
    freq: '0.2 0.02',
    octaves: 2,
    seed: 52,
    color: '#f3d9a0',
    gain: 2,
    bias: -1,
    box: [0, 650, W, 430],
    opacity: 0.4,
  })
  // wire fence with wooden posts receding towards the stand
  let fence = ''
  for (let z = 5; z < 90; z *= 1.35) {
    const [fx, fy] = project(cam, -6, z)
    const [, ft] = project(cam, -6, z, 1.3)
    fence += `<path d="M${n1(fx)} ${n1(fy)}V${n1(ft)}" stroke-width="${n1(scaleAt(cam, z) * 0.12)}"/>`
  }
  const wires = [0.4, 0.75, 1.1]
    .map(
      (y) =>
        `<path d="${poly([project(cam, -6, 4, y), project(cam, -6, 90, y)], false)}" stroke-width="1.2" fill="none"/>`,
    )
    .join('')
  s.add(`<g stroke="#3a2a18">${fence}</g><g stroke="#2a2218" opacity="0.8">${wires}</g>`)
  // tall grass blades and cortaderas in the foreground
  const blur = s.blur('pb', 2.5)
  let blades = ''
  for (let i = 0; i < 420; i++) {
    const x = rng.range(-20, W + 20)
    const y = rng.range(900, 1100)
    const h = rng.range(60, 170) * ((y - 820) / 200)
    const lean = rng.range(-30, 30)
    blades += `<path d="M${n1(x)} ${n1(y)}q${n1(lean * 0.3)} ${n1(-h * 0.6)} ${n1(lean)} ${n1(-h)}"/>`
  }
  s.add(`<g stroke="#6a532c" stroke-width="2.2" fill="none" opacity="0.85">${blades}</g>`)
  cortadera(s, rng, 1480, 1010, 420, '#f1e6cc', '#6d6a4a', blur)
  cortadera(s, rng, 1760, 1060, 520, '#f4ead2', '#5d5a3c', blur)
  cortadera(s, rng, 120, 1040, 380, '#efe3c6', '#6d6a4a', blur)
  heroGrade(s, 1.05)
  return s.toString()
}
