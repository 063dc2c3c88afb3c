/** Trees, floodlights, clouds, sun, light rays and the final grade the hero scenes share. */
import type { Random } from '../../server/seed/random.ts'
import { COLORS, H, W } from './club.ts'
import { figure, type FigureOpts, type Joints } from './figure.ts'
import type { Svg } from './svg.ts'
import { lerp, n1, noiseFilter, type Pt, rad, smooth } from './svg.ts'

/** Caldén-like tree: short twisted trunk and a wide, flat umbrella crown. */
export function caldenTree(rng: Random, x: number, y: number, size: number, color: string): string {
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
export function poplar(rng: Random, x: number, y: number, h: number, color: string): string {
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
export function treeLine(
  rng: Random,
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
export function floodlight(
  s: Svg,
  x: number,
  baseY: number,
  topY: number,
  scale: number,
  glow = 1,
): void {
  const g = s.radial(
    'fl',
    [
      [0, '#fffbe8', 0.95 * glow],
      [0.08, '#fff2c4', 0.6 * glow],
      [0.35, '#ffd98a', 0.16 * glow],
      [1, '#ffd98a', 0],
    ],
    x,
    topY,
    420 * scale,
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
export function clouds(
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
export function sun(
  s: Svg,
  x: number,
  y: number,
  r: number,
  core: string,
  glowColor: string,
  glowR: number,
  glowOpacity = 0.85,
): void {
  const g = s.radial(
    'sun',
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
  )
  s.add(`<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(glowR)}" fill="url(#${g})"/>`)
}

/**
 * Final grade shared by all heroes: darker edges and a gentle overall darkening for legible text.
 */
export function heroGrade(s: Svg, strength = 1, tint: string = COLORS.dark): void {
  const v = s.radial(
    'vig',
    [
      [0, '#000', 0],
      [0.55, '#000', 0.12 * strength],
      [1, '#000', 0.62 * strength],
    ],
    W / 2,
    H / 2,
    W * 0.62,
    0.75,
  )
  const b = s.linear('bot', [
    [0, tint, 0],
    [0.6, tint, 0.05 * strength],
    [1, tint, 0.45 * strength],
  ])
  s.fill(tint, 0.14 * strength)
    .fill(`url(#${v})`)
    .fill(`url(#${b})`)
}

export function darkSilhouette(
  o: Omit<FigureOpts, 'color'> & { color?: string },
  rimColor: string,
  rimDx: number,
  rimDy = -1.5,
): { svg: string; j: Joints } {
  return figure({ color: '#140d12', ...o, rim: { color: rimColor, dx: rimDx, dy: rimDy } })
}

/** Radiating light rays from (x, y). */
export function godRays(
  s: Svg,
  rng: Random,
  x: number,
  y: number,
  color: string,
  count: number,
  length: number,
  opacity: number,
): void {
  const b = s.blur('rays', 10)
  let rays = ''
  for (let i = 0; i < count; i++) {
    const a = rad(rng.range(100, 260))
    const w = rad(rng.range(1.5, 4))
    const l = length * rng.range(0.6, 1)
    rays += `<path d="M${n1(x)} ${n1(y)}L${n1(x + Math.cos(a - w) * l)} ${n1(y + Math.sin(a - w) * l)}L${n1(x + Math.cos(a + w) * l)} ${n1(y + Math.sin(a + w) * l)}Z" opacity="${n1(rng.range(0.3, 1))}"/>`
  }
  s.add(`<g fill="${color}" opacity="${opacity}" filter="url(#${b})">${rays}</g>`)
}
