/**
 * Generates the club's placeholder image assets with procedural SVG art rendered by sharp:
 * ten hero slideshow backgrounds (AVIF + WebP, 640/1280/1920 and a 480×854 portrait), the
 * crest (SVG + WebP), favicon, PWA / shortcut icons, two sponsor banners and the og:image.
 *
 * Deterministic: every random choice comes from a seeded PRNG, so running it twice gives the
 * same files. Usage: `npx tsx scripts/generate-images.ts [--only hero-03,crest] [--preview dir]`.
 *
 * A club replaces these images by dropping its own files with the same names into `public/`
 * (or by editing the settings); for hero photographs use `scripts/import-hero-photos.ts`.
 * See docs/images.md.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sharp, { type Sharp } from 'sharp'

// ───────────────────────────────────────── constants ─────────────────────────────────────────

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'public')

export const CLUB = {
  name: 'Club Social y Deportivo Santa Rosa',
  short: 'Club Santa Rosa',
  place: 'Santa Rosa · La Pampa',
} as const

export const COLORS = {
  green: '#0b5d3b',
  gold: '#f2b705',
  offWhite: '#f7f5ef',
  dark: '#10231a',
} as const

const W = 1920
const H = 1080

/** Hero variants and their byte budgets (WebP budgets are 1.5× the AVIF ones). */
export const HERO_VARIANTS = [
  { suffix: '640', width: 640, height: 360, avifBudget: 15_000 },
  { suffix: '1280', width: 1280, height: 720, avifBudget: 40_000 },
  { suffix: '1920', width: 1920, height: 1080, avifBudget: 70_000 },
  { suffix: 'portrait-480', width: 480, height: 854, avifBudget: 20_000 },
] as const
export const WEBP_BUDGET_FACTOR = 1.5

// ───────────────────────────────────────── small utilities ─────────────────────────────────────────

type Pt = readonly [number, number]

/** mulberry32: tiny, fast, seeded PRNG. */
class Rng {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick() from an empty list')
    return item
  }
}

const n1 = (v: number): string => String(Math.round(v * 10) / 10)
const rad = (deg: number): number => (deg * Math.PI) / 180
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v))

function poly(points: readonly Pt[], close = true): string {
  return (
    points.map(([x, y], i) => `${i ? 'L' : 'M'}${n1(x)} ${n1(y)}`).join('') + (close ? 'Z' : '')
  )
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
function smooth(points: readonly Pt[], close = false, tension = 1): string {
  const p = points
  const count = p.length
  if (count < 3) return poly(p, close)
  const get = (i: number): Pt => {
    const idx = close ? (i + count) % count : clamp(i, 0, count - 1)
    const pt = p[idx]
    if (!pt) throw new Error('smooth(): bad index')
    return pt
  }
  const first = get(0)
  let d = `M${n1(first[0])} ${n1(first[1])}`
  const segments = close ? count : count - 1
  for (let i = 0; i < segments; i++) {
    const [x0, y0] = get(i - 1)
    const [x1, y1] = get(i)
    const [x2, y2] = get(i + 1)
    const [x3, y3] = get(i + 2)
    const k = tension / 6
    d +=
      `C${n1(x1 + (x2 - x0) * k)} ${n1(y1 + (y2 - y0) * k)} ` +
      `${n1(x2 - (x3 - x1) * k)} ${n1(y2 - (y3 - y1) * k)} ${n1(x2)} ${n1(y2)}`
  }
  return d + (close ? 'Z' : '')
}

type Stop = readonly [offset: number, color: string, opacity?: number]

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${n1(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
}

/** Vertical (default) or arbitrary linear gradient in bounding-box units. */
function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`
}

/** Linear gradient in user space (absolute pixel coordinates). */
function linearAbs(id: string, list: readonly Stop[], a: Pt, b: Pt): string {
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(a[0])}" y1="${n1(a[1])}" ` +
    `x2="${n1(b[0])}" y2="${n1(b[1])}">${stops(list)}</linearGradient>`
  )
}

/** Radial gradient in user space, optionally squashed vertically (ry/rx). */
function radial(
  id: string,
  list: readonly Stop[],
  cx: number,
  cy: number,
  r: number,
  squash = 1,
): string {
  const tf =
    squash === 1
      ? ''
      : ` gradientTransform="translate(0 ${n1(cy * (1 - squash))}) scale(1 ${squash})"`
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}"${tf}>${stops(list)}</radialGradient>`
}

function blurFilter(id: string, std: number | string): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`
}

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16)
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255]
}

/**
 * Fractal-noise texture filter: paints `color` with an alpha driven by the noise
 * (alpha = gain·noise + bias). Applied to a rect it yields grass, clay, wood grain, clouds...
 */
function noiseFilter(
  id: string,
  opts: {
    freq: string
    octaves?: number
    seed: number
    color: string
    gain: number
    bias: number
    type?: 'fractalNoise' | 'turbulence'
    box?: readonly [number, number, number, number]
  },
): string {
  const [r, g, b] = hexToRgb(opts.color)
  const [x, y, w, h] = opts.box ?? [0, 0, W, H]
  return (
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${x}" y="${y}" width="${w}" height="${h}" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="${opts.type ?? 'fractalNoise'}" baseFrequency="${opts.freq}" numOctaves="${opts.octaves ?? 3}" seed="${opts.seed}"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 ${Math.round(r * 1000) / 1000} 0 0 0 0 ${Math.round(g * 1000) / 1000} 0 0 0 0 ${Math.round(b * 1000) / 1000} ${opts.gain} 0 0 0 ${opts.bias}"/>` +
    `<feComposite in2="SourceGraphic" operator="in"/></filter>`
  )
}

/** Collects <defs> and body fragments of one SVG document. */
class Svg {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private counter = 0
  constructor(
    readonly width = W,
    readonly height = H,
  ) {}
  /** Unique id for a definition. */
  id(prefix: string): string {
    this.counter += 1
    return `${prefix}${this.counter}`
  }
  def(...fragments: string[]): this {
    this.defs.push(...fragments)
    return this
  }
  add(...fragments: string[]): this {
    this.body.push(...fragments)
    return this
  }
  /** Full-canvas rect painted with a gradient/pattern/colour. */
  fill(paint: string, opacity = 1, extra = ''): this {
    return this.add(
      `<rect width="${this.width}" height="${this.height}" fill="${paint}"${opacity === 1 ? '' : ` opacity="${opacity}"`}${extra}/>`,
    )
  }
  /** Adds a noise texture clipped to `clipPathD` (or the whole canvas). */
  texture(opts: Parameters<typeof noiseFilter>[1] & { clip?: string; opacity?: number }): this {
    const fid = this.id('tx')
    this.def(noiseFilter(fid, opts))
    let clip = ''
    if (opts.clip) {
      const cid = this.id('cl')
      this.def(`<clipPath id="${cid}"><path d="${opts.clip}"/></clipPath>`)
      clip = ` clip-path="url(#${cid})"`
    }
    const [x, y, w, h] = opts.box ?? [0, 0, this.width, this.height]
    return this.add(
      `<g${clip}${opts.opacity === undefined ? '' : ` opacity="${opts.opacity}"`}><rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#${fid})"/></g>`,
    )
  }
  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

// ───────────────────────────────────────── perspective ─────────────────────────────────────────

/** Pin-hole camera looking at a flat ground plane: world x (metres, right), z (metres, forward). */
interface Camera {
  cx: number
  horizon: number
  f: number
  h: number
}

const project = (c: Camera, x: number, z: number, y = 0): Pt => [
  c.cx + (c.f * x) / z,
  c.horizon + (c.f * (c.h - y)) / z,
]
/** Pixels per metre at depth z. */
const scaleAt = (c: Camera, z: number): number => c.f / z

function groundPoly(c: Camera, world: readonly Pt[]): string {
  return poly(world.map(([x, z]) => project(c, x, z)))
}

/** A painted line of `width` metres following a world polyline on the ground. */
function groundStroke(c: Camera, world: readonly Pt[], width: number, close = false): string {
  const hw = width / 2
  const left: Pt[] = []
  const right: Pt[] = []
  const count = world.length
  for (let i = 0; i < count; i++) {
    const cur = world[i]
    const prev = world[close ? (i - 1 + count) % count : Math.max(0, i - 1)]
    const next = world[close ? (i + 1) % count : Math.min(count - 1, i + 1)]
    if (!cur || !prev || !next) continue
    const dx = next[0] - prev[0]
    const dz = next[1] - prev[1]
    const len = Math.hypot(dx, dz) || 1
    const nx = -dz / len
    const nz = dx / len
    left.push([cur[0] + nx * hw, cur[1] + nz * hw])
    right.push([cur[0] - nx * hw, cur[1] - nz * hw])
  }
  if (close) return groundPoly(c, left) + groundPoly(c, right.reverse())
  return groundPoly(c, [...left, ...right.reverse()])
}

function arcPoints(cx: number, cz: number, r: number, a0: number, a1: number, steps = 48): Pt[] {
  const out: Pt[] = []
  for (let i = 0; i <= steps; i++) {
    const a = rad(lerp(a0, a1, i / steps))
    out.push([cx + r * Math.cos(a), cz + r * Math.sin(a)])
  }
  return out
}

// ───────────────────────────────────────── people ─────────────────────────────────────────

/**
 * Pose of a stick-figure athlete facing right. Angles in degrees measured from "straight down",
 * positive towards the facing direction (90 = forward, 180 = straight up).
 * Arms: [shoulder, elbow bend]; legs: [hip, knee bend (shin swings back)].
 */
interface Pose {
  lean: number
  head?: number
  armFar: readonly [number, number]
  armNear: readonly [number, number]
  legFar: readonly [number, number]
  legNear: readonly [number, number]
  /** Feet above the ground, in body heights (jumps). */
  lift?: number
}

interface Kit {
  shirt: string
  shorts: string
  skin: string
  socks: string
  shoes: string
  hair: string
}

interface FigureOpts {
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

interface Joints {
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
const add = (p: Pt, d: Pt, k: number): Pt => [p[0] + d[0] * k, p[1] + d[1] * k]

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

function shade(hex: string, k: number): string {
  const [r, g, b] = hexToRgb(hex)
  const c = (v: number): string =>
    Math.round(clamp(k >= 0 ? v + (1 - v) * k : v * (1 + k), 0, 1) * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Organic tube through `pts` with a width per point (limbs, torso): a smooth closed outline. */
function tube(pts: readonly Pt[], widths: readonly number[], color: string): string {
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
function figure(o: FigureOpts): { svg: string; j: Joints } {
  const j = solveJoints(o)
  const pre = o.before ? o.before(j) : ''
  const rim = o.rim
    ? `<g opacity="0.9">${drawBody(o, j, o.rim.color, o.rim.dx, o.rim.dy ?? 0)}</g>`
    : ''
  const body = drawBody(o, j, o.kit ? o.color : (o.color ?? COLORS.dark), 0, 0)
  const extra = o.extra ? o.extra(j) : ''
  return { svg: `<g>${pre}${rim}${body}${extra}</g>`, j }
}

function lerp2(a: Pt, b: Pt, t: number): Pt {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t)]
}

/** Long cast shadow of a figure: the same drawing flattened onto the ground. */
function castShadow(
  svg: string,
  foot: Pt,
  opts: { length: number; skew: number; opacity: number; blur: string },
): string {
  const [x, y] = foot
  return `<g opacity="${opts.opacity}" filter="url(#${opts.blur})"><g transform="translate(${n1(x)} ${n1(y)}) matrix(1 0 ${opts.skew} ${-opts.length} 0 0) translate(${n1(-x)} ${n1(-y)})">${svg}</g></g>`
}

/** Soft contact shadow under feet. */
function contactShadow(x: number, y: number, w: number, blur: string, opacity = 0.45): string {
  return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(w)}" ry="${n1(w * 0.16)}" fill="#000" opacity="${opacity}" filter="url(#${blur})"/>`
}

function ball(x: number, y: number, r: number, fill: string, lines = '#1a1a1a'): string {
  return (
    `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${fill}"/>` +
    `<path d="M${n1(x - r * 0.45)} ${n1(y - r * 0.2)}l${n1(r * 0.35)} ${n1(-r * 0.25)} ${n1(r * 0.35)} ${n1(r * 0.25)} ${n1(-r * 0.12)} ${n1(r * 0.42)}h${n1(-r * 0.46)}z" fill="${lines}" opacity="0.85"/>` +
    `<circle cx="${n1(x + r * 0.3)}" cy="${n1(y - r * 0.35)}" r="${n1(r * 0.3)}" fill="#fff" opacity="0.35"/>`
  )
}

// ───────────────────────────────────────── scenery ─────────────────────────────────────────

/** Caldén-like tree: short twisted trunk and a wide, flat umbrella crown. */
function caldenTree(rng: Rng, x: number, y: number, size: number, color: string): string {
  const trunkH = size * 0.42
  const parts: string[] = []
  const tw = size * 0.05
  parts.push(
    `<path d="M${n1(x - tw)} ${n1(y)}C${n1(x - tw * 0.6)} ${n1(y - trunkH * 0.5)} ${n1(x - tw * 1.6)} ${n1(y - trunkH * 0.8)} ${n1(x - size * 0.18)} ${n1(y - trunkH * 1.05)}L${n1(x - size * 0.12)} ${n1(y - trunkH * 1.1)}C${n1(x - tw * 0.4)} ${n1(y - trunkH * 0.75)} ${n1(x + tw * 0.5)} ${n1(y - trunkH * 0.85)} ${n1(x + size * 0.2)} ${n1(y - trunkH * 1.12)}L${n1(x + size * 0.24)} ${n1(y - trunkH * 1.06)}C${n1(x + tw * 1.4)} ${n1(y - trunkH * 0.7)} ${n1(x + tw * 0.8)} ${n1(y - trunkH * 0.4)} ${n1(x + tw)} ${n1(y)}Z" fill="${color}"/>`,
  )
  const blobs = 9 + Math.round(size / 40)
  for (let i = 0; i < blobs; i++) {
    const t = i / (blobs - 1)
    const bx = x + lerp(-size * 0.5, size * 0.5, t) + rng.range(-size * 0.05, size * 0.05)
    const arch = 1 - Math.pow(2 * t - 1, 2)
    const by = y - trunkH - size * 0.1 * arch - rng.range(0, size * 0.08)
    parts.push(
      `<ellipse cx="${n1(bx)}" cy="${n1(by)}" rx="${n1(size * rng.range(0.1, 0.16))}" ry="${n1(size * rng.range(0.06, 0.1))}" fill="${color}"/>`,
    )
  }
  return parts.join('')
}

/** Lombardy poplar (álamo): tall columnar crown, a classic wind-break in La Pampa. */
function poplar(rng: Rng, x: number, y: number, h: number, color: string): string {
  const w = h * rng.range(0.13, 0.18)
  const pts: Pt[] = []
  const steps = 14
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const ww = w * Math.sin(Math.PI * Math.pow(t, 0.8)) * (0.85 + rng.range(0, 0.3))
    pts.push([x + ww, y - h * 0.08 - t * h * 0.92])
  }
  for (let i = steps; i >= 0; i--) {
    const t = i / steps
    const ww = w * Math.sin(Math.PI * Math.pow(t, 0.8)) * (0.85 + rng.range(0, 0.3))
    pts.push([x - ww, y - h * 0.08 - t * h * 0.92])
  }
  return `<path d="${smooth(pts, true)}" fill="${color}"/><rect x="${n1(x - h * 0.012)}" y="${n1(y - h * 0.12)}" width="${n1(h * 0.024)}" height="${n1(h * 0.12)}" fill="${color}"/>`
}

/** Tree line silhouette along the horizon between x0 and x1: a canopy of overlapping crowns. */
function treeLine(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  height: number,
  color: string,
  crowns = 40,
): string {
  const parts: string[] = [
    `<rect x="${n1(x0)}" y="${n1(base - height * 0.35)}" width="${n1(x1 - x0)}" height="${n1(height * 0.35 + 6)}"/>`,
  ]
  const step = (x1 - x0) / crowns
  for (let i = 0; i <= crowns; i++) {
    const x = x0 + i * step + rng.range(-step * 0.4, step * 0.4)
    const h = height * (0.35 + 0.65 * Math.pow(rng.next(), 0.7))
    const r = Math.min(h * 0.55, step * rng.range(0.6, 1.1))
    parts.push(
      `<ellipse cx="${n1(x)}" cy="${n1(base - h + r)}" rx="${n1(r * rng.range(0.9, 1.3))}" ry="${n1(r)}"/>`,
    )
    if (rng.next() < 0.5)
      parts.push(`<rect x="${n1(x - 1)}" y="${n1(base - h + r)}" width="2" height="${n1(h - r)}"/>`)
  }
  return `<g fill="${color}">${parts.join('')}</g>`
}

/** Floodlight tower with a lamp bank and a big soft glow. */
function floodlight(s: Svg, x: number, baseY: number, topY: number, scale: number, glow = 1): void {
  const g = s.id('fl')
  s.def(
    radial(
      g,
      [
        [0, '#fffbe8', 0.95 * glow],
        [0.08, '#fff2c4', 0.6 * glow],
        [0.35, '#ffd98a', 0.16 * glow],
        [1, '#ffd98a', 0],
      ],
      x,
      topY,
      420 * scale,
    ),
  )
  const lamp = 46 * scale
  let lamps = ''
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      lamps += `<rect x="${n1(x - lamp + c * lamp * 0.5 + 2)}" y="${n1(topY - lamp * 0.45 + r * lamp * 0.3)}" width="${n1(lamp * 0.42)}" height="${n1(lamp * 0.24)}" rx="2" fill="#fffdf2"/>`
  s.add(
    `<path d="M${n1(x - 7 * scale)} ${n1(baseY)}L${n1(x - 3 * scale)} ${n1(topY)}h${n1(6 * scale)}L${n1(x + 7 * scale)} ${n1(baseY)}Z" fill="#1b2a24"/>`,
    `<rect x="${n1(x - lamp - 4)}" y="${n1(topY - lamp * 0.55)}" width="${n1(lamp * 2 + 8)}" height="${n1(lamp * 1.05)}" rx="4" fill="#22302a"/>`,
    lamps,
    `<circle cx="${n1(x)}" cy="${n1(topY)}" r="${n1(420 * scale)}" fill="url(#${g})"/>`,
  )
}

/** Soft wispy clouds made from stretched fractal noise, clipped to the sky. */
function clouds(
  s: Svg,
  opts: {
    seed: number
    color: string
    top: number
    bottom: number
    gain?: number
    bias?: number
    opacity?: number
    freq?: string
  },
): void {
  const fid = s.id('cloud')
  const mid = s.id('cloudmask')
  s.def(
    noiseFilter(fid, {
      freq: opts.freq ?? '0.0016 0.0075',
      octaves: 5,
      seed: opts.seed,
      color: opts.color,
      gain: opts.gain ?? 2.6,
      bias: opts.bias ?? -1.25,
      box: [0, opts.top, W, opts.bottom - opts.top],
    }),
    `<linearGradient id="${mid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.5" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  )
  const maskId = s.id('m')
  s.def(
    `<mask id="${maskId}"><rect x="0" y="${opts.top}" width="${W}" height="${opts.bottom - opts.top}" fill="url(#${mid})"/></mask>`,
  )
  s.add(
    `<g mask="url(#${maskId})" opacity="${opts.opacity ?? 1}"><rect x="0" y="${opts.top}" width="${W}" height="${opts.bottom - opts.top}" filter="url(#${fid})"/></g>`,
  )
}

/** Sun disc with a layered glow. */
function sun(
  s: Svg,
  x: number,
  y: number,
  r: number,
  core: string,
  glowColor: string,
  glowR: number,
  glowOpacity = 0.85,
): void {
  const g = s.id('sun')
  s.def(
    radial(
      g,
      [
        [0, '#fffef5', 1],
        [r / glowR, core, 0.95],
        [(r / glowR) * 1.6, glowColor, glowOpacity * 0.7],
        [0.45, glowColor, glowOpacity * 0.22],
        [1, glowColor, 0],
      ],
      x,
      y,
      glowR,
    ),
  )
  s.add(`<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(glowR)}" fill="url(#${g})"/>`)
}

/** Final grade shared by all heroes: darker edges and a gentle overall darkening for legible text. */
function heroGrade(s: Svg, strength = 1, tint: string = COLORS.dark): void {
  const v = s.id('vig')
  s.def(
    radial(
      v,
      [
        [0, '#000', 0],
        [0.55, '#000', 0.12 * strength],
        [1, '#000', 0.62 * strength],
      ],
      W / 2,
      H / 2,
      W * 0.62,
      0.75,
    ),
  )
  const b = s.id('bot')
  s.def(
    linear(b, [
      [0, tint, 0],
      [0.6, tint, 0.05 * strength],
      [1, tint, 0.45 * strength],
    ]),
  )
  s.fill(tint, 0.14 * strength)
    .fill(`url(#${v})`)
    .fill(`url(#${b})`)
}

// ───────────────────────────────────────── poses ─────────────────────────────────────────

const POSES = {
  stand: { lean: 2, armFar: [-8, 12], armNear: [10, 14], legFar: [-4, 2], legNear: [5, 3] },
  jog: { lean: 8, armFar: [-35, 75], armNear: [40, 80], legFar: [-22, 55], legNear: [30, 35] },
  run: { lean: 14, armFar: [-50, 80], armNear: [55, 85], legFar: [-30, 85], legNear: [55, 80] },
  sprint: {
    lean: 22,
    head: -8,
    armFar: [-65, 70],
    armNear: [75, 80],
    legFar: [-38, 70],
    legNear: [75, 100],
  },
  kick: {
    lean: -16,
    head: 14,
    armFar: [95, 10],
    armNear: [-55, 20],
    legFar: [-8, 10],
    legNear: [62, 22],
  },
  dribble: {
    lean: 20,
    head: 15,
    armFar: [-30, 40],
    armNear: [35, 40],
    legFar: [-20, 45],
    legNear: [35, 60],
  },
  celebrate: {
    lean: -4,
    armFar: [165, 10],
    armNear: [170, -10],
    legFar: [-8, 4],
    legNear: [10, 6],
  },
} satisfies Record<string, Pose>

// ───────────────────────────────────────── hero scenes ─────────────────────────────────────────

interface HeroScene {
  /** File stem, e.g. "hero-01". */
  name: string
  subject: string
  /** Horizontal centre of the portrait crop, 0..1. */
  focusX: number
  render: (rng: Rng) => string
}

function darkSilhouette(
  o: Omit<FigureOpts, 'color'> & { color?: string },
  rimColor: string,
  rimDx: number,
  rimDy = -1.5,
): { svg: string; j: Joints } {
  return figure({ color: '#140d12', ...o, rim: { color: rimColor, dx: rimDx, dy: rimDy } })
}

function sceneFootballSunset(rng: Rng): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 585, f: 1500, h: 2.4 }
  const sunX = 1010
  const sunY = 560
  // sky
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#1f2346'],
      [0.28, '#4b3560'],
      [0.45, '#9c4f62'],
      [0.53, '#e07a4c'],
      [0.56, '#ffb45e'],
    ]),
  )
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
  const sheen = s.id('sheen')
  s.def(
    radial(
      sheen,
      [
        [0, '#ffb36b', 0.65],
        [0.3, '#e08a52', 0.25],
        [1, '#e08a52', 0],
      ],
      sunX,
      600,
      900,
      0.35,
    ),
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
  const hz = s.id('hz')
  s.def(
    linearAbs(
      hz,
      [
        [0, '#ffb06a', 0],
        [0.5, '#ffb06a', 0.28],
        [1, '#ffb06a', 0],
      ],
      [0, 480],
      [0, 660],
    ),
  )
  s.add(`<rect y="480" width="${W}" height="180" fill="url(#${hz})"/>`)
  heroGrade(s, 1)
  return s.toString()
}

const SKINS = ['#c98d63', '#8a5a3c', '#e2b08a', '#a86f4c', '#d8a27c'] as const
const HAIRS = ['#1d140f', '#3a2516', '#0e0b09', '#5a3a22'] as const

function kit(rng: Rng, shirt: string, shorts: string, socks: string, shoes = '#f1f1f1'): Kit {
  return { shirt, shorts, socks, shoes, skin: rng.pick(SKINS), hair: rng.pick(HAIRS) }
}

/** Quad of a vertical plane x = const between depths z0..z1 and heights y0..y1. */
function sidePlane(c: Camera, x: number, z0: number, z1: number, y0: number, y1: number): string {
  return poly([
    project(c, x, z0, y0),
    project(c, x, z1, y0),
    project(c, x, z1, y1),
    project(c, x, z0, y1),
  ])
}

/** Quad of a vertical plane z = const. */
function frontPlane(c: Camera, z: number, x0: number, x1: number, y0: number, y1: number): string {
  return poly([
    project(c, x0, z, y0),
    project(c, x1, z, y0),
    project(c, x1, z, y1),
    project(c, x0, z, y1),
  ])
}

function sceneBasketball(rng: Rng): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 400, f: 1500, h: 2.8 }
  const far = 22
  s.fill('#0d1512')
  // far wall and scoreboard
  const wall = s.id('wall')
  s.def(
    linear(wall, [
      [0, '#0a1410'],
      [0.6, '#143427'],
      [1, '#1d4433'],
    ]),
  )
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
  const floor = s.id('floor')
  s.def(
    linearAbs(
      floor,
      [
        [0, '#d9a467'],
        [0.35, '#b97b42'],
        [1, '#6e4424'],
      ],
      [0, 560],
      [0, 1080],
    ),
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
  const blur = s.id('pb')
  s.def(blurFilter(blur, 5))
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
    const [px, py] = project(cam, a.x, a.z)
    const hpx = scaleAt(cam, a.z) * 1.95
    const fig = figure({
      x: px,
      y: py,
      height: hpx,
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

/** Freestyle swimmer in profile at the water line `y` (px), `m` px per metre. */
function swimmer(
  s: Svg,
  rng: Rng,
  x: number,
  y: number,
  m: number,
  dir: 1 | -1,
  cap: string,
  blur: string,
  foam: string,
): void {
  const X = (metres: number): number => x + metres * m * dir
  const skin = rng.pick(['#b77654', '#c98d63', '#9a6344'])
  // body under water, legs and the extended arm (seen through the water)
  s.add(
    `<g opacity="0.5" filter="url(#${blur})" fill="#a89c7c" stroke="#a89c7c" stroke-linecap="round">` +
      `<ellipse cx="${n1(X(0.05))}" cy="${n1(y + 0.1 * m)}" rx="${n1(0.62 * m)}" ry="${n1(0.13 * m)}" stroke="none"/>` +
      `<path d="M${n1(X(-0.5))} ${n1(y + 0.12 * m)}L${n1(X(-1.2))} ${n1(y + 0.06 * m)}M${n1(X(-0.5))} ${n1(y + 0.16 * m)}L${n1(X(-1.15))} ${n1(y + 0.26 * m)}M${n1(X(0.5))} ${n1(y + 0.06 * m)}L${n1(X(1.25))} ${n1(y + 0.14 * m)}" stroke-width="${n1(0.11 * m)}" fill="none"/></g>`,
    `<ellipse cx="${n1(X(-0.4))}" cy="${n1(y + 0.1 * m)}" rx="${n1(0.14 * m)}" ry="${n1(0.08 * m)}" fill="#1d3a5a" opacity="0.35" filter="url(#${blur})"/>`,
  )
  // wake
  s.add(
    `<path d="M${n1(X(0.7))} ${n1(y)}Q${n1(X(-0.6))} ${n1(y + 0.05 * m)} ${n1(X(-2.8))} ${n1(y + 0.02 * m)}" stroke="${foam}" stroke-width="${n1(0.05 * m)}" fill="none" opacity="0.45" filter="url(#${blur})"/>`,
  )
  // recovering arm (high elbow)
  const sh: Pt = [X(0.45), y - 0.02 * m]
  const elbow: Pt = [X(0.28), y - 0.52 * m]
  const hand: Pt = [X(0.82), y - 0.3 * m]
  s.add(
    `<ellipse cx="${n1(X(0.2))}" cy="${n1(y + 0.45 * m)}" rx="${n1(0.9 * m)}" ry="${n1(0.1 * m)}" fill="#04303c" opacity="0.3" filter="url(#${blur})"/>`,
  )
  s.add(
    tube(
      [sh, lerp2(sh, elbow, 0.5), elbow, lerp2(elbow, hand, 0.5), hand],
      [0.17 * m, 0.15 * m, 0.12 * m, 0.105 * m, 0.08 * m],
      shade(skin, -0.12),
    ),
  )
  s.add(
    `<ellipse cx="${n1(hand[0] + 0.05 * m * dir)}" cy="${n1(hand[1] + 0.04 * m)}" rx="${n1(0.09 * m)}" ry="${n1(0.05 * m)}" transform="rotate(${40 * dir} ${n1(hand[0])} ${n1(hand[1])})" fill="${shade(skin, -0.12)}"/>`,
  )
  s.add(
    `<path d="M${n1(elbow[0] + 0.03 * m * dir)} ${n1(elbow[1] - 0.03 * m)}L${n1(lerp(elbow[0], hand[0], 0.8))} ${n1(lerp(elbow[1], hand[1], 0.8) - 0.025 * m)}" stroke="#fff4e0" stroke-width="${n1(0.018 * m)}" stroke-linecap="round" opacity="0.55"/>`,
  )
  // shoulder and back breaking the surface, head with cap and goggles
  s.add(
    `<path d="M${n1(X(-0.4))} ${n1(y + 0.03 * m)}Q${n1(X(0.05))} ${n1(y - 0.17 * m)} ${n1(X(0.62))} ${n1(y - 0.04 * m)}L${n1(X(0.62))} ${n1(y + 0.05 * m)}Z" fill="${shade(skin, -0.28)}"/>`,
    `<path d="M${n1(X(-0.1))} ${n1(y - 0.05 * m)}Q${n1(X(0.2))} ${n1(y - 0.11 * m)} ${n1(X(0.5))} ${n1(y - 0.06 * m)}" stroke="#fff1dc" stroke-width="${n1(0.015 * m)}" fill="none" opacity="0.5"/>`,
  )
  const head: Pt = [X(0.78), y - 0.03 * m]
  s.add(
    `<ellipse cx="${n1(head[0] - 0.02 * m * dir)}" cy="${n1(head[1] + 0.05 * m)}" rx="${n1(0.12 * m)}" ry="${n1(0.08 * m)}" fill="${skin}"/>`,
    `<ellipse cx="${n1(head[0])}" cy="${n1(head[1])}" rx="${n1(0.14 * m)}" ry="${n1(0.11 * m)}" fill="${cap}"/>`,
    `<ellipse cx="${n1(head[0] + 0.06 * m * dir)}" cy="${n1(head[1] + 0.02 * m)}" rx="${n1(0.04 * m)}" ry="${n1(0.025 * m)}" fill="#10161a"/>`,
    `<ellipse cx="${n1(head[0] - 0.03 * m * dir)}" cy="${n1(head[1] - 0.05 * m)}" rx="${n1(0.06 * m)}" ry="${n1(0.025 * m)}" fill="#fff" opacity="0.35"/>`,
  )
  // foam: bow wave, kick and hand entry
  const splash = (cx: number, cy: number, w: number, h: number, count: number): void => {
    let blobs = ''
    for (let i = 0; i < count; i++) {
      blobs += `<ellipse cx="${n1(cx + rng.range(-w, w))}" cy="${n1(cy + rng.range(-h, h * 0.3))}" rx="${n1(rng.range(0.3, 1) * w * 0.45)}" ry="${n1(rng.range(0.4, 1) * h * 0.5)}"/>`
    }
    s.add(`<g fill="${foam}" opacity="0.85" filter="url(#${blur})">${blobs}</g>`)
    for (let i = 0; i < count; i++) {
      s.add(
        `<circle cx="${n1(cx + rng.range(-w * 1.3, w * 1.3))}" cy="${n1(cy - rng.range(0, h * 2.2))}" r="${n1(rng.range(0.008, 0.02) * m)}" fill="#f4fbff" opacity="0.8"/>`,
      )
    }
  }
  splash(X(0.86), y + 0.03 * m, 0.12 * m, 0.05 * m, 8)
  splash(X(-1.05), y, 0.3 * m, 0.09 * m, 14)
  splash(X(1.12), y, 0.1 * m, 0.05 * m, 6)
}

function sceneSwimming(rng: Rng): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 330, f: 1400, h: 2.3 }
  const farWall = 25
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#3d6f9e'],
      [0.6, '#8fbfd6'],
      [1, '#e9d8b8'],
    ]),
  )
  s.add(`<rect width="${W}" height="520" fill="url(#${sky})"/>`)
  clouds(s, { seed: 5, color: '#ffffff', top: 0, bottom: 330, opacity: 0.6, gain: 2.4, bias: -1.3 })
  const glare = s.id('glare')
  s.def(
    radial(
      glare,
      [
        [0, '#fff6dc', 0.85],
        [0.4, '#ffeec8', 0.3],
        [1, '#ffeec8', 0],
      ],
      180,
      0,
      700,
    ),
  )
  s.fill(`url(#${glare})`)
  // trees and poplars behind the pool, club building with windows
  s.add('<g transform="translate(0 -36)">')
  s.add(treeLine(rng, -20, 1940, 470, 90, '#2f4d3a', 70))
  for (let i = 0; i < 9; i++)
    s.add(poplar(rng, 1180 + i * 62 + rng.range(-12, 12), 472, rng.range(210, 260), '#264434'))
  for (let i = 0; i < 5; i++)
    s.add(poplar(rng, 90 + i * 70 + rng.range(-10, 10), 472, rng.range(180, 230), '#2a4a38'))
  s.add(
    `<path d="M520 470V385h640V470Z" fill="#e6e0d2"/><path d="M505 388l670 0 -20 -22H525Z" fill="#8c3f2a"/>`,
  )
  for (let i = 0; i < 9; i++)
    s.add(
      `<rect x="${548 + i * 68}" y="405" width="42" height="34" rx="2" fill="#3a5564"/><rect x="${548 + i * 68}" y="405" width="42" height="10" fill="#7fa4b4" opacity="0.5"/>`,
    )
  s.add(
    `<rect x="760" y="392" width="160" height="12" fill="${COLORS.green}"/><text x="840" y="402" font-family="Liberation Sans, Arial, sans-serif" font-size="10" font-weight="bold" fill="${COLORS.gold}" text-anchor="middle">NATATORIO · CLUB SANTA ROSA</text>`,
  )
  s.add('</g>')
  // far deck and railing with pennants
  s.add(
    `<path d="${groundPoly(cam, [
      [-60, farWall],
      [60, farWall],
      [60, 32],
      [-60, 32],
    ])}" fill="#d8d2c5"/>`,
  )
  const rail: string[] = []
  for (let x = -22; x <= 22; x += 1.2)
    rail.push(`<path d="${poly([project(cam, x, 30, 0), project(cam, x, 30, 1.1)], false)}"/>`)
  s.add(
    `<g stroke="#f2f2ef" stroke-width="2.5">${rail.join('')}<path d="${poly([project(cam, -22, 30, 1.1), project(cam, 22, 30, 1.1)], false)}"/></g>`,
  )
  // water
  const water = s.id('water')
  s.def(
    linearAbs(
      water,
      [
        [0, '#9fd6dc'],
        [0.12, '#4fb3c2'],
        [0.45, '#1e8fa6'],
        [1, '#0b5f73'],
      ],
      [0, project(cam, 0, farWall)[1]],
      [0, 1080],
    ),
  )
  const pool = groundPoly(cam, [
    [-60, 3],
    [60, 3],
    [60, farWall],
    [-60, farWall],
  ])
  s.add(`<path d="${pool}" fill="url(#${water})"/>`)
  // pool floor lane markings seen through the water
  const floorLines: string[] = []
  for (let i = 0; i < 8; i++)
    floorLines.push(
      groundStroke(
        cam,
        [
          [-60, 6.25 + i * 2.5],
          [60, 6.25 + i * 2.5],
        ],
        0.3,
      ),
    )
  s.add(`<path d="${floorLines.join('')}" fill="#07384a" opacity="0.35"/>`)
  // caustics and sun glints
  s.texture({
    freq: '0.004 0.03',
    octaves: 2,
    seed: 21,
    type: 'turbulence',
    color: '#c9f4f6',
    gain: -3,
    bias: 0.55,
    box: [0, 490, W, 590],
    clip: pool,
    opacity: 0.5,
  })
  s.texture({
    freq: '0.02 0.12',
    octaves: 1,
    seed: 3,
    color: '#ffffff',
    gain: 7,
    bias: -4.45,
    box: [0, 490, W, 590],
    clip: pool,
    opacity: 0.9,
  })
  // far pool edge
  s.add(
    `<path d="${poly([project(cam, -60, farWall, 0.3), project(cam, 60, farWall, 0.3), project(cam, 60, farWall, 0), project(cam, -60, farWall, 0)])}" fill="#f2efe8"/>`,
  )
  // backstroke flags across the pool
  const flagPts: Pt[] = [project(cam, 5.5, 4, 1.8), project(cam, 5.5, farWall + 1, 1.8)]
  s.add(`<path d="${poly(flagPts, false)}" stroke="#2a2a2a" stroke-width="1.5"/>`)
  for (let z = 4.5; z < farWall; z += 0.9) {
    const [fx, fy] = project(cam, 5.5, z, 1.8)
    const m = scaleAt(cam, z)
    s.add(
      `<path d="M${n1(fx - 0.14 * m)} ${n1(fy)}h${n1(0.28 * m)}l${n1(-0.14 * m)} ${n1(0.32 * m)}z" fill="${Math.round(z / 0.9) % 2 ? COLORS.green : COLORS.gold}"/>`,
    )
  }
  // lane ropes (from far to near) with swimmers in between
  const blur = s.id('wb')
  s.def(blurFilter(blur, 2.2))
  const swimmers: Record<number, { x: number; cap: string; dir: 1 | -1 }> = {
    2: { x: 2.2, cap: COLORS.gold, dir: 1 },
    1: { x: -1.2, cap: '#f7f5ef', dir: 1 },
    0: { x: 0.5, cap: COLORS.green, dir: 1 },
  }
  for (let lane = 7; lane >= -1; lane--) {
    const z = 5 + lane * 2.5
    const swim = swimmers[lane]
    if (swim) {
      const zc = z + 1.25
      const [sx, sy] = project(cam, swim.x, zc)
      swimmer(s, rng, sx, sy, scaleAt(cam, zc), swim.dir, swim.cap, blur, '#f4fbff')
    }
    const m = scaleAt(cam, z)
    const [, ry] = project(cam, 0, z)
    const floats: string[] = []
    const halfSpan = (W / 2 + 60) / m
    for (let x = -Math.ceil(halfSpan / 0.5) * 0.5; x <= halfSpan; x += 0.5) {
      const [fx] = project(cam, x, z)
      const idx = Math.round(x / 0.5)
      const c =
        Math.abs(idx) % 6 < 2 ? COLORS.gold : Math.abs(idx) % 6 < 4 ? COLORS.green : '#f4f4f0'
      floats.push(
        `<rect x="${n1(fx - 0.2 * m)}" y="${n1(ry - 0.06 * m)}" width="${n1(0.4 * m)}" height="${n1(0.12 * m)}" rx="${n1(0.05 * m)}" fill="${c}"/>`,
      )
    }
    s.add(
      `<path d="M0 ${n1(ry + 0.07 * m)}H${W}" stroke="#04303c" stroke-width="${n1(0.06 * m)}" opacity="0.35"/>`,
      floats.join(''),
    )
    s.add(
      `<path d="M0 ${n1(ry - 0.035 * m)}H${W}" stroke="#ffffff" stroke-width="${n1(0.015 * m)}" opacity="0.35"/>`,
    )
  }
  heroGrade(s, 1.05)
  return s.toString()
}

/** Tennis racquet held at `hand`, pointing along `angle` (degrees, 0 = down, 180 = up; screen-mirrored by facing). */
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

function sceneTennisClay(rng: Rng): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 330, f: 1500, h: 2.7 }
  const base = 6.2
  const net = base + 11.885
  const farBase = net + 11.885
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#2a5d8f'],
      [0.7, '#8cb9d4'],
      [1, '#f0d9b0'],
    ]),
  )
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
  const glare = s.id('glare')
  s.def(
    radial(
      glare,
      [
        [0, '#fff6dd', 0.7],
        [0.35, '#ffecc4', 0.25],
        [1, '#ffecc4', 0],
      ],
      120,
      180,
      800,
    ),
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
  const clay = s.id('clay')
  s.def(
    linearAbs(
      clay,
      [
        [0, '#c4663a'],
        [0.5, '#b4532b'],
        [1, '#8f3d1f'],
      ],
      [0, 430],
      [0, 1080],
    ),
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
  const blur = s.id('tb')
  s.def(blurFilter(blur, 4))
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

function sceneHockey(rng: Rng): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 500, f: 1450, h: 2.1 }
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#03060f'],
      [0.55, '#0b1a33'],
      [1, '#23375a'],
    ]),
  )
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
  const turf = s.id('turf')
  s.def(
    radial(
      turf,
      [
        [0, '#3f7fbf'],
        [0.5, '#225b95'],
        [1, '#0d2d52'],
      ],
      960,
      700,
      1100,
      0.5,
    ),
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
  const sheen = s.id('sheen')
  s.def(
    radial(
      sheen,
      [
        [0, '#cfe3ff', 0.45],
        [1, '#cfe3ff', 0],
      ],
      960,
      560,
      700,
      0.25,
    ),
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
  const blur = s.id('hb')
  s.def(blurFilter(blur, 5))
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

/** Radiating light rays from (x, y). */
function godRays(
  s: Svg,
  rng: Rng,
  x: number,
  y: number,
  color: string,
  count: number,
  length: number,
  opacity: number,
): void {
  const b = s.id('rays')
  s.def(blurFilter(b, 10))
  let rays = ''
  for (let i = 0; i < count; i++) {
    const a = rad(rng.range(100, 260))
    const w = rad(rng.range(1.5, 4))
    const l = length * rng.range(0.6, 1)
    rays += `<path d="M${n1(x)} ${n1(y)}L${n1(x + Math.cos(a - w) * l)} ${n1(y + Math.sin(a - w) * l)}L${n1(x + Math.cos(a + w) * l)} ${n1(y + Math.sin(a + w) * l)}Z" opacity="${n1(rng.range(0.3, 1))}"/>`
  }
  s.add(`<g fill="${color}" opacity="${opacity}" filter="url(#${b})">${rays}</g>`)
}

function sceneVolleyball(rng: Rng): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 600, f: 1400, h: 1.5 }
  const netX = 1.6
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#1d4e78'],
      [0.45, '#6d9fb8'],
      [0.75, '#f1c27d'],
      [1, '#ffd9a0'],
    ]),
  )
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
  const sand = s.id('sand')
  s.def(
    linearAbs(
      sand,
      [
        [0, '#f0cf95'],
        [0.4, '#d9b078'],
        [1, '#9e7447'],
      ],
      [0, 600],
      [0, 1080],
    ),
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
  const blur = s.id('vb')
  s.def(blurFilter(blur, 4))
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
    const [px, py] = project(cam, a.x, a.z)
    const hpx = scaleAt(cam, a.z) * 1.8
    const fig = figure({
      x: px,
      y: py,
      height: hpx,
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

function sceneKidsFootball(rng: Rng): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 500, f: 1400, h: 1.3 }
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#4f86b8'],
      [0.7, '#a9cde0'],
      [1, '#e8eedb'],
    ]),
  )
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
  const glare = s.id('glare')
  s.def(
    radial(
      glare,
      [
        [0, '#fff6d6', 0.5],
        [1, '#fff6d6', 0],
      ],
      260,
      60,
      700,
    ),
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
  const sheen = s.id('sheen')
  s.def(
    radial(
      sheen,
      [
        [0, '#f4ffd8', 0.35],
        [1, '#f4ffd8', 0],
      ],
      500,
      520,
      900,
      0.3,
    ),
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
  const blur = s.id('kb')
  s.def(blurFilter(blur, 3))
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
    const [px, py] = project(cam, a.x, a.z)
    const hpx = scaleAt(cam, a.z) * a.h
    const fig = figure({
      x: px,
      y: py,
      height: hpx,
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

function sceneClubHouse(rng: Rng): string {
  const s = new Svg()
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#07102a'],
      [0.45, '#1c3466'],
      [0.7, '#4f5f8a'],
      [0.82, '#c07a5e'],
      [0.88, '#e8a36a'],
    ]),
  )
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
  const wall = s.id('wall')
  s.def(
    linear(wall, [
      [0, '#8d8a94'],
      [0.6, '#6c6670'],
      [1, '#8a6a58'],
    ]),
  )
  const glow = s.id('glow')
  s.def(
    `<radialGradient id="${glow}"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.9"/><stop offset="0.4" stop-color="#ffb85a" stop-opacity="0.35"/><stop offset="1" stop-color="#ffb85a" stop-opacity="0"/></radialGradient>`,
  )
  const win = s.id('win')
  s.def(
    linear(win, [
      [0, '#ffe7a8'],
      [1, '#f2a54a'],
    ]),
  )
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
  const pave = s.id('pave')
  s.def(
    linear(pave, [
      [0, '#3b3430'],
      [1, '#15110f'],
    ]),
  )
  s.add(`<rect y="780" width="${W}" height="300" fill="url(#${pave})"/>`)
  const spill = s.id('spill')
  s.def(
    radial(
      spill,
      [
        [0, '#ffc66e', 0.75],
        [0.5, '#ffb050', 0.22],
        [1, '#ffb050', 0],
      ],
      960,
      780,
      620,
      0.45,
    ),
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
  const blur = s.id('cb')
  s.def(blurFilter(blur, 3))
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

function sceneAthletics(rng: Rng): string {
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
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#34507a'],
      [0.5, '#9a9fb4'],
      [0.8, '#f0b98a'],
      [0.9, '#ffd6a0'],
    ]),
  )
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
  const mist = s.id('mist')
  s.def(
    linearAbs(
      mist,
      [
        [0, '#ffe2c0', 0],
        [0.55, '#ffe2c0', 0.55],
        [1, '#ffe2c0', 0],
      ],
      [0, 400],
      [0, 540],
    ),
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
  const tartan = s.id('tartan')
  s.def(
    linearAbs(
      tartan,
      [
        [0, '#d27a5c'],
        [0.3, '#b9533a'],
        [1, '#8a3524'],
      ],
      [0, 470],
      [0, 1080],
    ),
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
  const blur = s.id('ab')
  s.def(blurFilter(blur, 3.5))
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
      const [px, py] = project(cam, p[0], p[1])
      const hpx = scaleAt(cam, p[1]) * 1.8
      const fig = figure({
        x: px,
        y: py,
        height: hpx,
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
        castShadow(fig.svg, [px, py], { length: 0.16, skew: 1.1, opacity: 0.32, blur }),
        fig.svg,
      )
    }
  }
  heroGrade(s, 1.05)
  return s.toString()
}

/** Pampas grass (cortadera) clump with feathery plumes. */
function cortadera(
  s: Svg,
  rng: Rng,
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

function scenePampaGrandstand(rng: Rng): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 640, f: 1400, h: 1.7 }
  const sky = s.id('sky')
  s.def(
    linear(sky, [
      [0, '#27456e'],
      [0.45, '#7d93ad'],
      [0.7, '#e4b184'],
      [0.82, '#f6cf94'],
    ]),
  )
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
  s.add(`<path d="${pitch}" fill="#567a3a"/>`)
  s.add(
    `<path d="${groundStroke(
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
    )}" fill="#eef0e6" opacity="0.7"/>`,
  )
  // caldén trees and windmill
  s.add(
    caldenTree(rng, 1560, 660, 240, '#3a3424'),
    caldenTree(rng, 1800, 668, 320, '#2f2a1e'),
    caldenTree(rng, 470, 652, 150, '#4a4130'),
  )
  s.add(windmill(230, 672, 260, '#3a3226'))
  // golden pampa grass foreground
  const field = s.id('field')
  s.def(
    linearAbs(
      field,
      [
        [0, '#c9a86a'],
        [0.35, '#a8874e'],
        [1, '#5e4a28'],
      ],
      [0, 650],
      [0, 1080],
    ),
  )
  s.add(`<path d="M0 ${cam.horizon + 12}H${W}V1080H0Z" fill="url(#${field})"/>`)
  s.add(`<path d="${pitch}" fill="#567a3a"/>`)
  s.add(
    `<path d="${groundStroke(
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
    )}" fill="#eef0e6" opacity="0.7"/>`,
  )
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
  const blur = s.id('pb')
  s.def(blurFilter(blur, 2.5))
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

export const HERO_SCENES: readonly HeroScene[] = [
  {
    name: 'hero-01',
    subject: 'Fútbol: cancha al atardecer con jugadores',
    focusX: 0.48,
    render: sceneFootballSunset,
  },
  { name: 'hero-02', subject: 'Básquet: cancha cubierta', focusX: 0.5, render: sceneBasketball },
  {
    name: 'hero-03',
    subject: 'Natación: pileta con andariveles',
    focusX: 0.56,
    render: sceneSwimming,
  },
  {
    name: 'hero-04',
    subject: 'Tenis: cancha de polvo de ladrillo',
    focusX: 0.53,
    render: sceneTennisClay,
  },
  {
    name: 'hero-05',
    subject: 'Hockey sobre césped: partido nocturno',
    focusX: 0.52,
    render: sceneHockey,
  },
  {
    name: 'hero-06',
    subject: 'Vóley: cancha de arena al atardecer',
    focusX: 0.6,
    render: sceneVolleyball,
  },
  {
    name: 'hero-07',
    subject: 'Escuelita de fútbol infantil',
    focusX: 0.52,
    render: sceneKidsFootball,
  },
  { name: 'hero-08', subject: 'Sede social al anochecer', focusX: 0.5, render: sceneClubHouse },
  {
    name: 'hero-09',
    subject: 'Atletismo: pista y vallas al amanecer',
    focusX: 0.56,
    render: sceneAthletics,
  },
  {
    name: 'hero-10',
    subject: 'Paisaje pampeano con la tribuna del club',
    focusX: 0.42,
    render: scenePampaGrandstand,
  },
]

// ───────────────────────────────────────── crest, favicon, icons ─────────────────────────────────────────

/**
 * Letter outlines (Liberation Serif Bold, SIL Open Font License), in 1/10 font units: cap height 136,
 * baseline y = 0. Drawing letters as paths keeps the crest independent of installed fonts.
 */
const GLYPHS = {
  C: {
    adv: 148,
    d: 'M82 2Q65 2 51 -3Q38 -7 29 -16Q20 -25 15 -37Q10 -50 10 -66Q10 -84 15 -97Q20 -110 29 -118Q38 -127 51 -131Q64 -136 81 -136Q96 -136 108 -134Q120 -132 130 -129L130 -97L121 -97L118 -116Q112 -120 104 -123Q96 -125 88 -125Q77 -125 69 -122Q61 -119 55 -112Q49 -105 46 -94Q43 -82 43 -66Q43 -51 46 -40Q49 -30 55 -22Q60 -15 69 -12Q77 -8 87 -8Q98 -8 107 -11Q115 -14 120 -18L123 -40L132 -40L132 -6Q127 -5 122 -3Q116 -2 109 0Q102 1 95 1Q88 2 82 2Z',
  },
  S: {
    adv: 114,
    d: 'M11 -41L20 -41L24 -20Q26 -17 30 -15Q33 -13 37 -12Q41 -10 45 -9Q50 -8 54 -8Q62 -8 68 -10Q73 -12 77 -15Q80 -18 82 -22Q83 -26 83 -32Q83 -38 80 -42Q77 -46 72 -48Q67 -51 61 -53Q54 -55 48 -58Q41 -60 34 -63Q28 -66 23 -71Q18 -76 15 -83Q12 -90 12 -99Q12 -117 24 -126Q36 -136 59 -136Q64 -136 69 -135Q74 -135 79 -134Q84 -134 88 -133Q92 -132 96 -131L96 -99L87 -99L83 -118Q78 -121 73 -123Q67 -125 59 -125Q52 -125 47 -124Q42 -122 39 -120Q36 -118 35 -114Q34 -111 34 -107Q34 -101 37 -98Q40 -94 45 -92Q50 -89 56 -87Q63 -85 69 -82Q76 -80 83 -77Q89 -74 94 -69Q99 -64 102 -57Q105 -50 105 -41Q105 -31 102 -23Q100 -15 94 -10Q87 -4 78 -1Q68 2 55 2Q48 2 42 1Q36 1 30 0Q24 -1 19 -2Q14 -4 11 -5L11 -41Z',
  },
  D: {
    adv: 148,
    d: 'M105 -67Q105 -83 102 -93Q99 -104 93 -111Q87 -117 79 -120Q71 -123 60 -123L52 -123L52 -11Q55 -11 57 -11Q58 -11 60 -11Q62 -11 65 -11Q67 -11 70 -11Q80 -11 86 -14Q93 -17 97 -24Q101 -31 103 -42Q105 -52 105 -67ZM67 -134Q84 -134 97 -131Q110 -127 119 -119Q128 -112 133 -99Q138 -86 138 -68Q138 -51 134 -39Q130 -26 122 -17Q114 -9 102 -4Q89 0 72 0Q66 0 60 0Q53 0 47 0Q41 0 36 0Q30 0 27 0L4 0L4 -7L21 -10L21 -124L4 -127L4 -134L67 -134Z',
  },
  R: {
    adv: 148,
    d: 'M52 -57L52 -10L70 -7L70 0L5 0L5 -7L21 -10L21 -124L4 -127L4 -134L68 -134Q84 -134 96 -131Q107 -129 114 -124Q121 -119 124 -112Q126 -105 126 -97Q126 -90 125 -85Q124 -79 120 -74Q117 -69 112 -66Q107 -62 99 -60L135 -10L150 -7L150 0L106 0L69 -57L52 -57ZM95 -96Q95 -104 94 -110Q92 -115 88 -118Q85 -121 80 -122Q74 -123 66 -123L52 -123L52 -68L67 -68Q75 -68 80 -69Q86 -71 89 -74Q92 -78 94 -83Q95 -89 95 -96Z',
  },
} as const satisfies Record<string, { adv: number; d: string }>
type Letter = keyof typeof GLYPHS
const CAP = 136

/** Lays out `text` as <use> references to glyph <path>s defined once in <defs>. */
function lettering(
  text: string,
  capHeight: number,
  cx: number,
  baseline: number,
  tracking: number,
  fill: string,
): string {
  const k = capHeight / CAP
  const letters = Array.from(text) as Letter[]
  const width =
    letters.reduce((w, ch) => w + GLYPHS[ch].adv * k, 0) + tracking * (letters.length - 1)
  let x = cx - width / 2
  let out = ''
  for (const ch of letters) {
    out += `<use href="#g${ch}" transform="translate(${n1(x)} ${n1(baseline)}) scale(${Math.round(k * 10000) / 10000})"/>`
    x += GLYPHS[ch].adv * k + tracking
  }
  return `<g fill="${fill}">${out}</g>`
}

function glyphDefs(letters: readonly Letter[]): string {
  return letters.map((ch) => `<path id="g${ch}" d="${GLYPHS[ch].d}"/>`).join('')
}

const SHIELD = 'M20 14H180V118C180 172 142 204 100 228C58 204 20 172 20 118Z'
const SHIELD_IN = 'M28 22H172V118C172 166 138 195 100 218C62 195 28 166 28 118Z'

/** Caldén silhouette for the crest: leaning trunk and a wide, flat crown. */
const CREST_TREE =
  'M97 108C98 98 96 92 90 86L93 84C98 89 100 92 101 95C103 90 107 86 113 83L115 86C108 90 105 96 105 108Z' +
  'M56 80C52 76 58 70 66 71C68 64 80 62 86 66C92 60 106 60 112 66C120 62 134 65 134 72C142 71 148 77 143 81C136 85 124 82 118 84C110 88 96 86 88 84C80 87 64 86 56 80Z'

export function crestSvg(): string {
  const rays: string[] = []
  const pt = (a: number, r: number): string =>
    `${n1(100 + Math.cos(a) * r)} ${n1(108 + Math.sin(a) * r)}`
  for (let i = 0; i < 15; i++) {
    const a = rad(180 + (i + 0.5) * 12)
    const w = rad(2.6)
    const r0 = 37
    const r1 = i % 2 ? 64 : 120
    rays.push(`M${pt(a - w * 0.6, r0)}L${pt(a - w, r1)}L${pt(a + w, r1)}L${pt(a + w * 0.6, r0)}Z`)
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" role="img" aria-labelledby="t">` +
    `<title id="t">Escudo del ${CLUB.name}</title>` +
    `<defs>${glyphDefs(['C', 'S', 'D', 'R'])}<clipPath id="k"><path d="${SHIELD_IN}"/></clipPath></defs>` +
    `<path d="${SHIELD}" fill="${COLORS.gold}" stroke="${COLORS.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${SHIELD_IN}" fill="${COLORS.green}"/>` +
    `<g clip-path="url(#k)"><path d="${rays.join('')}" fill="${COLORS.gold}" opacity=".9"/>` +
    `<circle cx="100" cy="108" r="30" fill="${COLORS.offWhite}"/><path d="M20 108H180V230H20Z" fill="${COLORS.green}"/>` +
    `<path d="${CREST_TREE}" fill="${COLORS.dark}"/><path d="M28 108H172" stroke="${COLORS.gold}" stroke-width="2"/></g>` +
    `<path d="M4 126H26V152H4L11 139ZM196 126H174V152H196L189 139Z" fill="#c99400" stroke="${COLORS.dark}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M14 142L26 152V142ZM186 142L174 152V142Z" fill="#8a6700"/>` +
    `<path d="M14 116H186V142H14Z" fill="${COLORS.gold}" stroke="${COLORS.dark}" stroke-width="1.5"/><path d="M14 119H186M14 139H186" stroke="${COLORS.green}" stroke-width="1.2"/>` +
    lettering('CSDSR', 15.5, 100, 136.8, 3.2, COLORS.green) +
    lettering('SR', 42, 100, 198, 2, COLORS.gold) +
    `</svg>`
  )
}

/** Simplified crest for the favicon: shield and "SR" only (stays legible at 16 px). */
export function faviconSvg(): string {
  const k = 66 / CAP
  const sx = 100 - ((GLYPHS.S.adv + GLYPHS.R.adv) * k + 2) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-20 0 240 240">` +
    `<path d="${SHIELD}" fill="${COLORS.gold}" stroke="${COLORS.dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M31 25H169V118C169 164 137 192 100 214C63 192 31 164 31 118Z" fill="${COLORS.green}"/>` +
    `<g fill="${COLORS.gold}" transform="translate(${n1(sx)} 158) scale(${Math.round(k * 1000) / 1000})"><path d="${GLYPHS.S.d}"/>` +
    `<path transform="translate(${GLYPHS.S.adv + 7} 0)" d="${GLYPHS.R.d}"/></g></svg>`
  )
}

/** Membership-card or QR glyph (white) on a full-bleed green square, 96×96. */
function shortcutSvg(kind: 'carnet' | 'control'): string {
  const white = COLORS.offWhite
  let glyph: string
  if (kind === 'carnet') {
    glyph =
      `<rect x="18" y="27" width="60" height="42" rx="6" fill="none" stroke="${white}" stroke-width="5"/>` +
      `<circle cx="36" cy="44" r="6.5" fill="${white}"/><path d="M26 60c1.5-6 5.5-8.5 10-8.5s8.5 2.5 10 8.5z" fill="${white}"/>` +
      `<path d="M52 41h16M52 49h16M52 57h10" stroke="${white}" stroke-width="4" stroke-linecap="round"/>`
  } else {
    const finder = (x: number, y: number): string =>
      `<rect x="${x}" y="${y}" width="15" height="15" rx="2" fill="none" stroke="${white}" stroke-width="4"/><rect x="${x + 5}" y="${y + 5}" width="5" height="5" fill="${white}"/>`
    const dots: Pt[] = [
      [51, 51],
      [58, 51],
      [51, 58],
      [62, 62],
      [55, 65],
      [65, 55],
      [44, 51],
      [51, 44],
    ]
    glyph =
      `<path d="M14 30V18a4 4 0 0 1 4-4h12M66 14h12a4 4 0 0 1 4 4v12M82 66v12a4 4 0 0 1-4 4H66M30 82H18a4 4 0 0 1-4-4V66" fill="none" stroke="${COLORS.gold}" stroke-width="5" stroke-linecap="round"/>` +
      finder(27, 27) +
      finder(54, 27) +
      finder(27, 54) +
      dots
        .map(([x, y]) => `<rect x="${x}" y="${y}" width="5" height="5" fill="${white}"/>`)
        .join('')
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${COLORS.green}"/>${glyph}</svg>`
}

/** Renders the crest centred on a square canvas; `bg` null = transparent. */
async function crestOnSquare(
  size: number,
  crestHeight: number,
  bg: string | null,
  radius = 0,
): Promise<Sharp> {
  const crestPng = await sharp(Buffer.from(crestSvg()), {
    density: ((72 * crestHeight) / 240) * 1.0001,
  })
    .resize({ height: Math.round(crestHeight) })
    .png()
    .toBuffer()
  const meta = await sharp(crestPng).metadata()
  const cw = meta.width
  const ch = meta.height
  const base =
    bg === null
      ? sharp({
          create: {
            width: size,
            height: size,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          },
        })
      : sharp(
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${bg}"/></svg>`,
          ),
        )
  return sharp(
    await base
      .composite([
        { input: crestPng, left: Math.round((size - cw) / 2), top: Math.round((size - ch) / 2) },
      ])
      .png()
      .toBuffer(),
  )
}

// ───────────────────────────────────────── sponsors & og:image ─────────────────────────────────────────

const SANS = 'Liberation Sans, Arial, Helvetica, sans-serif'
const SERIF = 'Liberation Serif, Georgia, serif'

/** Farmacia del Centro — fresh teal/white pharmacy banner, 1200×600. */
function sponsorPharmacySvg(): string {
  const s = new Svg(1200, 600)
  const bg = s.id('bg')
  s.def(
    linear(
      bg,
      [
        [0, '#f3fbf8'],
        [1, '#d9f1ea'],
      ],
      0,
      0,
      1,
      1,
    ),
  )
  s.fill(`url(#${bg})`)
  s.add(
    `<circle cx="1060" cy="90" r="260" fill="#bfe7dc" opacity="0.55"/><circle cx="1150" cy="560" r="200" fill="#0f766e" opacity="0.12"/>`,
  )
  s.add(`<path d="M0 515C300 470 600 545 900 505S1150 490 1200 500V600H0Z" fill="#0f766e"/>`)
  // logo: rounded cross with a leaf
  s.add(
    `<g transform="translate(80 70)"><rect width="96" height="96" rx="22" fill="#0f766e"/>` +
      `<path d="M36 18h24v18h18v24H60v18H36V60H18V36h18Z" fill="#fff"/>` +
      `<path d="M70 70c14-2 22-12 22-26-14 0-24 8-26 22" fill="#7dd3b0"/></g>`,
    `<text x="198" y="112" font-family="${SANS}" font-weight="bold" font-size="46" fill="#0f3d38">Farmacia del Centro</text>`,
    `<text x="200" y="150" font-family="${SANS}" font-size="22" fill="#35685f">Salud y bienestar en el corazón de Santa Rosa</text>`,
  )
  // offer
  s.add(
    `<text x="78" y="330" font-family="${SANS}" font-weight="bold" font-size="170" fill="#0f766e" letter-spacing="-4">15%</text>`,
    `<text x="420" y="262" font-family="${SANS}" font-weight="bold" font-size="50" fill="#0f3d38">de descuento</text>`,
    `<text x="420" y="322" font-family="${SANS}" font-weight="bold" font-size="50" fill="#0f3d38">para socios</text>`,
    `<text x="80" y="400" font-family="${SANS}" font-size="26" fill="#2c514b">En perfumería, dermocosmética y productos de venta libre,</text>`,
    `<text x="80" y="436" font-family="${SANS}" font-size="26" fill="#2c514b">presentando tu carnet digital del ${CLUB.short}.</text>`,
    `<text x="80" y="572" font-family="${SANS}" font-weight="bold" font-size="24" fill="#ffffff">Av. San Martín 250 · Santa Rosa, La Pampa · Abierto todos los días</text>`,
  )
  // capsule and club badge
  s.add(
    `<g transform="translate(905 250) rotate(-32)"><rect x="-110" y="-42" width="220" height="84" rx="42" fill="#ffffff" stroke="#0f766e" stroke-width="6"/>` +
      `<path d="M0 -42h68a42 42 0 0 1 0 84H0Z" fill="#14b8a6"/><path d="M-80 -20h50" stroke="#d9f1ea" stroke-width="8" stroke-linecap="round"/></g>`,
    `<g transform="translate(1010 410)"><circle r="62" fill="${COLORS.green}" stroke="${COLORS.gold}" stroke-width="5"/>` +
      `<text y="-8" font-family="${SANS}" font-weight="bold" font-size="17" fill="${COLORS.gold}" text-anchor="middle">BENEFICIO</text>` +
      `<text y="18" font-family="${SANS}" font-weight="bold" font-size="17" fill="#fff" text-anchor="middle">SOCIOS</text>` +
      `<text y="38" font-family="${SANS}" font-size="12" fill="#fff" text-anchor="middle">Club Santa Rosa</text></g>`,
  )
  return s.toString()
}

/** Gimnasio Pampa Fit — bold dark gym banner with orange accents, 1200×600. */
function sponsorGymSvg(): string {
  const s = new Svg(1200, 600)
  const bg = s.id('bg')
  s.def(
    linear(
      bg,
      [
        [0, '#1b1d22'],
        [1, '#0c0d10'],
      ],
      0,
      0,
      1,
      1,
    ),
  )
  s.fill(`url(#${bg})`)
  const glow = s.id('glow')
  s.def(
    radial(
      glow,
      [
        [0, '#f97316', 0.45],
        [1, '#f97316', 0],
      ],
      930,
      300,
      420,
    ),
  )
  s.fill(`url(#${glow})`)
  s.add(
    `<path d="M900 0H1010L880 600H770Z" fill="#f97316" opacity="0.9"/><path d="M1040 0H1080L950 600H910Z" fill="#f97316" opacity="0.55"/>`,
  )
  s.texture({
    freq: '0.9',
    octaves: 1,
    seed: 5,
    color: '#ffffff',
    gain: 1.2,
    bias: -0.55,
    box: [0, 0, 1200, 600],
    opacity: 0.05,
  })
  // dumbbell
  s.add(
    `<g transform="translate(940 300) rotate(-25)">` +
      `<rect x="-170" y="-14" width="340" height="28" rx="8" fill="#c9ccd3"/>` +
      `<rect x="-150" y="-80" width="46" height="160" rx="12" fill="#2b2f36" stroke="#4a505a" stroke-width="4"/><rect x="-104" y="-62" width="30" height="124" rx="10" fill="#353a42"/>` +
      `<rect x="104" y="-80" width="46" height="160" rx="12" fill="#2b2f36" stroke="#4a505a" stroke-width="4"/><rect x="74" y="-62" width="30" height="124" rx="10" fill="#353a42"/>` +
      `<rect x="-40" y="-16" width="80" height="32" rx="6" fill="#f97316"/></g>`,
  )
  // logo and offer
  s.add(
    `<g transform="translate(70 70)"><path d="M0 52L26 0h22L22 52Z M30 52L56 0h22L52 52Z" fill="#f97316"/></g>`,
    `<text x="160" y="118" font-family="${SANS}" font-weight="bold" font-style="italic" font-size="54" fill="#ffffff" letter-spacing="1">PAMPA FIT</text>`,
    `<text x="162" y="148" font-family="${SANS}" font-size="20" fill="#a3a8b3" letter-spacing="4">GIMNASIO · SANTA ROSA</text>`,
    `<text x="66" y="330" font-family="${SANS}" font-weight="bold" font-size="150" fill="#f97316" letter-spacing="-3">20%</text>`,
    `<text x="392" y="330" font-family="${SANS}" font-weight="bold" font-size="74" fill="#ffffff">OFF</text>`,
    `<text x="70" y="394" font-family="${SANS}" font-weight="bold" font-size="38" fill="#ffffff">en la cuota mensual para socios</text>`,
    `<text x="70" y="440" font-family="${SANS}" font-size="25" fill="#c8ccd4">Musculación, funcional y clases grupales. Presentá tu carnet</text>`,
    `<text x="70" y="474" font-family="${SANS}" font-size="25" fill="#c8ccd4">digital del ${CLUB.short} en recepción.</text>`,
    `<rect x="70" y="520" width="560" height="44" rx="22" fill="#f97316"/>`,
    `<text x="350" y="549" font-family="${SANS}" font-weight="bold" font-size="21" fill="#111" text-anchor="middle">Lun a sáb · 7 a 23 h · Calle Pellegrini 480</text>`,
  )
  return s.toString()
}

/** Social preview (PNG master, encoded later): sunset football hero, darkened on the left, crest and club name. */
async function ogImage(): Promise<Buffer> {
  const scene = await rasterize(sceneFootballSunset(new Rng(1000)))
  const base = await fromRaw(scene)
    .extract({ left: 0, top: 200, width: 1440, height: 756 })
    .resize(1200, 630, { kernel: 'lanczos3' })
    .png()
    .toBuffer()
  const crest = await sharp(Buffer.from(crestSvg()), { density: 72 * 1.5 })
    .resize({ height: 300 })
    .png()
    .toBuffer()
  const overlay =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">` +
    `<defs><linearGradient id="l" x1="0" x2="1"><stop offset="0" stop-color="${COLORS.dark}" stop-opacity="0.92"/><stop offset="0.5" stop-color="${COLORS.dark}" stop-opacity="0.6"/><stop offset="0.8" stop-color="${COLORS.dark}" stop-opacity="0.05"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#l)"/><rect y="618" width="1200" height="12" fill="${COLORS.gold}"/>` +
    `<text x="350" y="262" font-family="${SERIF}" font-size="46" fill="${COLORS.offWhite}">Club Social y Deportivo</text>` +
    `<text x="346" y="360" font-family="${SERIF}" font-weight="bold" font-size="104" fill="${COLORS.gold}">Santa Rosa</text>` +
    `<rect x="352" y="392" width="120" height="4" fill="${COLORS.gold}"/>` +
    `<text x="352" y="440" font-family="${SANS}" font-size="28" letter-spacing="3" fill="${COLORS.offWhite}">SANTA ROSA · LA PAMPA</text>` +
    `</svg>`
  return sharp(base)
    .composite([
      { input: Buffer.from(overlay), left: 0, top: 0 },
      { input: crest, left: 70, top: 165 },
    ])
    .png()
    .toBuffer()
}

// ───────────────────────────────────────── encoding ─────────────────────────────────────────

type Format = 'avif' | 'webp' | 'jpeg'

/** Highest quality (≤ qMax) whose output fits in `budget` bytes; binary search on quality. */
export async function encodeWithinBudget(
  input: () => Sharp,
  format: Format,
  budget: number,
  qMax = format === 'avif' ? 62 : 82,
  qMin = format === 'avif' ? 15 : 10,
): Promise<{ data: Buffer; quality: number }> {
  const encode = (q: number): Promise<Buffer> => {
    const img = input()
    if (format === 'avif')
      return img.avif({ quality: q, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer()
    if (format === 'webp')
      return img.webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer()
    return img.jpeg({ quality: q, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
  }
  const first = await encode(qMax)
  if (first.length <= budget) return { data: first, quality: qMax }
  let best: { data: Buffer; quality: number } | null = null
  let lo = qMin
  let hi = qMax - 1
  while (lo <= hi) {
    const q = Math.floor((lo + hi) / 2)
    const data = await encode(q)
    if (data.length <= budget) {
      best = { data, quality: q }
      lo = q + 1
    } else {
      hi = q - 1
    }
  }
  if (best) return best
  const data = await encode(qMin)
  console.warn(`  ! ${format} over budget even at q=${qMin}: ${data.length} > ${budget}`)
  return { data, quality: qMin }
}

interface RawImage {
  data: Buffer
  width: number
  height: number
}

async function rasterize(svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const fromRaw = (img: RawImage): Sharp =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })

/** Writes the 640/1280/1920 + portrait-480 AVIF/WebP set of one hero from a 16:9 master. */
export async function writeHeroSet(
  master: RawImage,
  outDir: string,
  name: string,
  focusX: number,
  log: (file: string, bytes: number, note: string) => void,
): Promise<void> {
  for (const v of HERO_VARIANTS) {
    const pipeline = (): Sharp => {
      const img = fromRaw(master)
      if (v.height > v.width) {
        const cropW = Math.round((master.height * v.width) / v.height)
        const left = Math.round(clamp(master.width * focusX - cropW / 2, 0, master.width - cropW))
        img.extract({ left, top: 0, width: cropW, height: master.height })
      }
      return img.resize(v.width, v.height, { fit: 'cover', kernel: 'lanczos3' })
    }
    for (const format of ['avif', 'webp'] as const) {
      const budget =
        format === 'avif' ? v.avifBudget : Math.round(v.avifBudget * WEBP_BUDGET_FACTOR)
      const { data, quality } = await encodeWithinBudget(pipeline, format, budget)
      const file = join(outDir, `${name}-${v.suffix}.${format}`)
      await writeFile(file, data)
      log(file, data.length, `q${quality}, budget ${budget}`)
    }
  }
}

// ───────────────────────────────────────── main ─────────────────────────────────────────

interface Args {
  only: string[] | null
  preview: string | null
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { only: null, preview: null }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const next = argv[i + 1]
    if (a === '--only' && next) {
      args.only = next.split(',')
      i++
    } else if (a === '--preview' && next) {
      args.preview = resolve(next)
      i++
    }
  }
  return args
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  const wanted = (name: string): boolean => !args.only || args.only.some((o) => name.startsWith(o))
  let total = 0
  let count = 0
  const log = (file: string, bytes: number, note = ''): void => {
    total += bytes
    count += 1
    const rel = file.startsWith(ROOT) ? file.slice(ROOT.length + 1) : file
    console.log(`${rel.padEnd(52)} ${String(bytes).padStart(8)} B  ${note}`)
  }
  const heroDir = join(PUBLIC, 'images', 'hero')
  await mkdir(heroDir, { recursive: true })
  if (args.preview) await mkdir(args.preview, { recursive: true })

  for (const [i, scene] of HERO_SCENES.entries()) {
    if (!wanted(scene.name)) continue
    const master = await rasterize(scene.render(new Rng(1000 + i * 7919)))
    if (args.preview) {
      await fromRaw(master)
        .png()
        .toFile(join(args.preview, `${scene.name}.png`))
      continue
    }
    await writeHeroSet(master, heroDir, scene.name, scene.focusX, log)
  }

  const put = async (rel: string, data: Buffer | string, note = ''): Promise<void> => {
    const file = join(PUBLIC, rel)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, data)
    log(file, typeof data === 'string' ? Buffer.byteLength(data) : data.length, note)
  }

  if (wanted('crest')) {
    await put('crest.svg', crestSvg())
    const crest192 = await crestOnSquare(192, 184, null)
    await put(
      'crest-192.webp',
      await crest192.webp({ quality: 90, alphaQuality: 100, effort: 6 }).toBuffer(),
    )
  }
  if (wanted('favicon')) await put('favicon.svg', faviconSvg())
  if (wanted('icons')) {
    const png = (img: Sharp): Promise<Buffer> =>
      img.png({ compressionLevel: 9, palette: false }).toBuffer()
    await put('icons/icon-192.png', await png(await crestOnSquare(192, 180, null)))
    await put('icons/icon-512.png', await png(await crestOnSquare(512, 480, null)))
    const maskable = await crestOnSquare(512, 300, COLORS.green)
    await put('icons/maskable-512.png', await png(maskable.flatten({ background: COLORS.green })))
    const apple = await crestOnSquare(180, 140, COLORS.green)
    await put(
      'icons/apple-touch-icon-180.png',
      await png(apple.flatten({ background: COLORS.green }).removeAlpha()),
    )
    for (const kind of ['carnet', 'control'] as const) {
      await put(
        `icons/shortcut-${kind}-96.png`,
        await png(sharp(Buffer.from(shortcutSvg(kind))).flatten({ background: COLORS.green })),
      )
    }
  }
  if (wanted('sponsors')) {
    const banners = [sponsorPharmacySvg(), sponsorGymSvg()]
    for (const [i, svg] of banners.entries()) {
      const raw = await rasterize(svg)
      for (const [suffix, width, budget] of [
        ['', 1200, 60_000],
        ['-600', 600, 30_000],
      ] as const) {
        const { data, quality } = await encodeWithinBudget(
          () => fromRaw(raw).resize(width, width / 2, { kernel: 'lanczos3' }),
          'webp',
          budget,
          90,
          40,
        )
        await put(
          `images/sponsors/sponsor-${i + 1}${suffix}.webp`,
          data,
          `q${quality}, budget ${budget}`,
        )
      }
    }
  }
  if (wanted('og')) {
    const master = await ogImage()
    const { data, quality } = await encodeWithinBudget(() => sharp(master), 'jpeg', 120_000, 86, 40)
    await put('images/og-image.jpg', data, `q${quality}, budget 120000`)
  }
  console.log(`\n${count} files, ${total} bytes total (${(total / 1024).toFixed(1)} KiB)`)
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (invokedDirectly) {
  main().catch((err: unknown) => {
    console.error(err)
    process.exitCode = 1
  })
}
