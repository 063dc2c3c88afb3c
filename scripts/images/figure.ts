/** Athletes: a pose solved into joints and painted as smooth tubes, in a kit or as a silhouette. */
import { COLORS } from './club.ts'
import { type Camera, project, scaleAt } from './perspective.ts'
import { clamp, hexToRgb, lerp, n1, poly, type Pt, rad, smooth } from './svg.ts'

/**
 * Pose of a stick-figure athlete facing right. Angles in degrees measured from "straight down",
 * positive towards the facing direction (90 = forward, 180 = straight up).
 * Arms: [shoulder, elbow bend]; legs: [hip, knee bend (shin swings back)].
 */
export interface Pose {
  lean: number
  head?: number
  armFar: readonly [number, number]
  armNear: readonly [number, number]
  legFar: readonly [number, number]
  legNear: readonly [number, number]
  /** Feet above the ground, in body heights (jumps). */
  lift?: number
}

export interface Kit {
  shirt: string
  shorts: string
  skin: string
  socks: string
  shoes: string
  hair: string
}

export interface FigureOpts {
  /** Screen position of the feet (ground contact) and body height in px. */
  x: number
  y: number
  height: number
  pose: Pose
  facing?: 1 | -1
  /** Single silhouette colour, or a full kit. */
  color?: string
  kit?: Kit
  /** Draw a rim of this colour on the side of the light (dx px). */
  rim?: { color: string; dx: number; dy?: number }
  ponytail?: boolean
  skirt?: boolean
  /** Child proportions (bigger head, shorter limbs). */
  child?: boolean
  /** Props drawn behind / in front of the body (sticks, rackets, balls). */
  before?: (j: Joints) => string
  extra?: (j: Joints) => string
}

export interface Joints {
  hip: Pt
  shoulder: Pt
  head: Pt
  headR: number
  kneeFar: Pt
  kneeNear: Pt
  footFar: Pt
  footNear: Pt
  toeFar: Pt
  toeNear: Pt
  elbowFar: Pt
  elbowNear: Pt
  handFar: Pt
  handNear: Pt
  unit: number
  facing: 1 | -1
}

const dirOf = (deg: number): Pt => [Math.sin(rad(deg)), Math.cos(rad(deg))]

export const add = (p: Pt, d: Pt, k: number): Pt => [p[0] + d[0] * k, p[1] + d[1] * k]

function solveJoints(o: FigureOpts): Joints {
  const u = o.height
  const child = o.child === true
  const L = {
    torso: child ? 0.27 : 0.3,
    neck: 0.04,
    headR: child ? 0.08 : 0.062,
    thigh: child ? 0.23 : 0.245,
    shin: child ? 0.22 : 0.24,
    foot: 0.055,
    upper: child ? 0.15 : 0.165,
    fore: child ? 0.14 : 0.155,
  }
  const p = o.pose
  const hip: Pt = [0, 0]
  const up: Pt = [Math.sin(rad(p.lean)), -Math.cos(rad(p.lean))]
  const shoulder = add(hip, up, L.torso * u)
  const tilt = rad(p.lean + (p.head ?? 0))
  const head = add(shoulder, [Math.sin(tilt), -Math.cos(tilt)], (L.neck + L.headR) * u)
  const leg = ([a, k]: readonly [number, number]): [Pt, Pt, Pt] => {
    const knee = add(hip, dirOf(a), L.thigh * u)
    const ankle = add(knee, dirOf(a - k), L.shin * u)
    return [knee, ankle, add(ankle, dirOf(a - k + 90), L.foot * u)]
  }
  const arm = ([a, e]: readonly [number, number]): [Pt, Pt] => {
    const elbow = add(shoulder, dirOf(a), L.upper * u)
    return [elbow, add(elbow, dirOf(a + e), L.fore * u)]
  }
  const [kneeFar, footFar, toeFar] = leg(p.legFar)
  const [kneeNear, footNear, toeNear] = leg(p.legNear)
  const [elbowFar, handFar] = arm(p.armFar)
  const [elbowNear, handNear] = arm(p.armNear)
  const lowest = Math.max(footFar[1], footNear[1], toeFar[1], toeNear[1]) + 0.012 * u
  const f = o.facing ?? 1
  const tx = (pt: Pt): Pt => [o.x + pt[0] * f, o.y + pt[1] - lowest - (p.lift ?? 0) * u]
  return {
    hip: tx(hip),
    shoulder: tx(shoulder),
    head: tx(head),
    headR: L.headR * u,
    kneeFar: tx(kneeFar),
    kneeNear: tx(kneeNear),
    footFar: tx(footFar),
    footNear: tx(footNear),
    toeFar: tx(toeFar),
    toeNear: tx(toeNear),
    elbowFar: tx(elbowFar),
    elbowNear: tx(elbowNear),
    handFar: tx(handFar),
    handNear: tx(handNear),
    unit: u,
    facing: f,
  }
}

export function shade(hex: string, k: number): string {
  const [r, g, b] = hexToRgb(hex)
  const c = (v: number): string =>
    Math.round(clamp(k >= 0 ? v + (1 - v) * k : v * (1 + k), 0, 1) * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Organic tube through `pts` with a width per point (limbs, torso): a smooth closed outline. */
export function tube(pts: readonly Pt[], widths: readonly number[], color: string): string {
  const left: Pt[] = []
  const right: Pt[] = []
  pts.forEach((p, i) => {
    const prev = pts[Math.max(0, i - 1)] ?? p
    const next = pts[Math.min(pts.length - 1, i + 1)] ?? p
    const dx = next[0] - prev[0]
    const dy = next[1] - prev[1]
    const len = Math.hypot(dx, dy) || 1
    const w = (widths[i] ?? 1) / 2
    left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w])
    right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w])
  })
  const first = pts[0]
  const last = pts[pts.length - 1]
  const caps =
    first && last
      ? `<circle cx="${n1(first[0])}" cy="${n1(first[1])}" r="${n1((widths[0] ?? 1) / 2)}"/>` +
        `<circle cx="${n1(last[0])}" cy="${n1(last[1])}" r="${n1((widths[widths.length - 1] ?? 1) / 2)}"/>`
      : ''
  return `<g fill="${color}"><path d="${smooth([...left, ...right.reverse()], true, 0.8)}"/>${caps}</g>`
}

/** Paints the body for solved joints, offset by (dx, dy); `mono` paints everything one colour. */
function drawBody(
  o: FigureOpts,
  j: Joints,
  mono: string | undefined,
  dx: number,
  dy: number,
): string {
  const u = o.height
  const child = o.child === true
  const f = j.facing
  const P = (pt: Pt): Pt => [pt[0] + dx, pt[1] + dy]
  const k = o.kit
  const far = (c: string | undefined): string => mono ?? shade(c ?? '#000000', -0.3)
  const near = (c: string | undefined): string => mono ?? c ?? '#000000'
  const parts: string[] = []
  const hip = P(j.hip)
  const sh = P(j.shoulder)
  const hd = P(j.head)
  const hr = j.headR
  const leg = (kneeRaw: Pt, footRaw: Pt, toeRaw: Pt, isFar: boolean): void => {
    const c = isFar ? far : near
    const knee = P(kneeRaw)
    const foot = P(footRaw)
    const toe = P(toeRaw)
    const calf = lerp2(knee, foot, 0.3)
    const thighMid = lerp2(hip, knee, 0.45)
    parts.push(
      tube(
        [hip, thighMid, knee, calf, foot],
        [0.105 * u, 0.09 * u, 0.062 * u, 0.068 * u, 0.038 * u],
        c(k?.skin),
      ),
      tube([lerp2(foot, toe, -0.25), toe], [0.045 * u, 0.032 * u], c(k?.shoes)),
    )
    if (k) parts.push(tube([lerp2(knee, foot, 0.38), foot], [0.066 * u, 0.042 * u], c(k.socks)))
    if (!o.skirt) parts.push(tube([hip, lerp2(hip, knee, 0.6)], [0.12 * u, 0.1 * u], c(k?.shorts)))
  }
  const arm = (elbowRaw: Pt, handRaw: Pt, isFar: boolean): void => {
    const c = isFar ? far : near
    const elbow = P(elbowRaw)
    const hand = P(handRaw)
    parts.push(
      tube(
        [sh, lerp2(sh, elbow, 0.4), elbow, hand],
        [0.06 * u, 0.054 * u, 0.04 * u, 0.03 * u],
        c(k?.skin),
      ),
      `<circle cx="${n1(hand[0])}" cy="${n1(hand[1])}" r="${n1(0.024 * u)}" fill="${c(k?.skin)}"/>`,
    )
    if (k) parts.push(tube([sh, lerp2(sh, elbow, 0.5)], [0.07 * u, 0.062 * u], c(k.shirt)))
  }
  leg(j.kneeFar, j.footFar, j.toeFar, true)
  arm(j.elbowFar, j.handFar, true)
  // torso: hips → waist → chest → shoulders
  const s = child ? 0.85 : 1
  parts.push(tube([hip, sh], [0.045 * u, 0.045 * u], near(k?.skin)))
  parts.push(tube([lerp2(sh, hd, 0.1), lerp2(sh, hd, 0.55)], [0.05 * u, 0.045 * u], near(k?.skin)))
  if (o.ponytail) {
    const back: Pt = [hd[0] - f * hr * 1.15, hd[1] + hr * 0.25]
    parts.push(
      `<ellipse cx="${n1(back[0])}" cy="${n1(back[1])}" rx="${n1(hr * 0.65)}" ry="${n1(hr * 0.34)}" transform="rotate(${-30 * f} ${n1(back[0])} ${n1(back[1])})" fill="${near(k?.hair)}"/>`,
    )
  }
  parts.push(
    tube(
      [lerp2(hip, sh, -0.04), lerp2(hip, sh, 0.4), lerp2(hip, sh, 0.78), lerp2(hip, sh, 1.02)],
      [0.125 * u * s, 0.115 * u * s, 0.15 * u * s, 0.14 * u * s],
      near(k?.shirt),
    ),
  )
  if (o.skirt) {
    const vx = sh[0] - hip[0]
    const vy = sh[1] - hip[1]
    const len = Math.hypot(vx, vy) || 1
    const nx = -vy / len
    const ny = vx / len
    const hw = 0.065 * u
    const down: Pt = [-vx / len, -vy / len]
    const sk: Pt[] = [
      add([hip[0] + nx * hw, hip[1] + ny * hw], down, -0.03 * u),
      add([hip[0] - nx * hw, hip[1] - ny * hw], down, -0.03 * u),
      add([hip[0] - nx * hw * 1.55, hip[1] - ny * hw * 1.55], down, 0.13 * u),
      add([hip[0] + nx * hw * 1.55, hip[1] + ny * hw * 1.55], down, 0.13 * u),
    ]
    parts.push(
      `<path d="${poly(sk)}" fill="${near(k?.shorts)}" stroke="${near(k?.shorts)}" stroke-width="${n1(0.01 * u)}" stroke-linejoin="round"/>`,
    )
  }
  parts.push(
    `<ellipse cx="${n1(hd[0])}" cy="${n1(hd[1])}" rx="${n1(hr * 0.92)}" ry="${n1(hr)}" fill="${near(k?.skin)}"/>`,
  )
  if (k) {
    parts.push(
      `<path d="M${n1(hd[0] - hr * 0.98)} ${n1(hd[1] + hr * 0.05)}A${n1(hr)} ${n1(hr * 1.04)} 0 0 1 ${n1(hd[0] + hr * 0.98)} ${n1(hd[1] + hr * 0.05)}Q${n1(hd[0] + f * hr * 0.25)} ${n1(hd[1] - hr * 0.5)} ${n1(hd[0] - hr * 0.98)} ${n1(hd[1] + hr * 0.05)}Z" fill="${k.hair}"/>`,
    )
  }
  leg(j.kneeNear, j.footNear, j.toeNear, false)
  arm(j.elbowNear, j.handNear, false)
  return parts.join('')
}

/** Draws one athlete; returns SVG plus the solved joints (for props like balls or sticks). */
export function figure(o: FigureOpts): { svg: string; j: Joints } {
  const j = solveJoints(o)
  const pre = o.before ? o.before(j) : ''
  const rim = o.rim
    ? `<g opacity="0.9">${drawBody(o, j, o.rim.color, o.rim.dx, o.rim.dy ?? 0)}</g>`
    : ''
  const body = drawBody(o, j, o.kit ? o.color : (o.color ?? COLORS.dark), 0, 0)
  const extra = o.extra ? o.extra(j) : ''
  return { svg: `<g>${pre}${rim}${body}${extra}</g>`, j }
}

/** An athlete whose feet stand at world (x, z), `metres` tall; with the feet and height in px. */
export function figureAt(
  cam: Camera,
  x: number,
  z: number,
  metres: number,
  o: Omit<FigureOpts, 'x' | 'y' | 'height'>,
): { svg: string; j: Joints; px: number; py: number; hpx: number } {
  const [px, py] = project(cam, x, z)
  const hpx = scaleAt(cam, z) * metres
  return { ...figure({ x: px, y: py, height: hpx, ...o }), px, py, hpx }
}

export function lerp2(a: Pt, b: Pt, t: number): Pt {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t)]
}
