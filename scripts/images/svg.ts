/** Building SVG text: paths, gradients, filters and the document that collects them. */
import { H, W } from './club.ts'

export type Pt = readonly [number, number]

export const n1 = (v: number): string => String(Math.round(v * 10) / 10)

export const rad = (deg: number): number => (deg * Math.PI) / 180

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t

export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v))

export function poly(points: readonly Pt[], close = true): string {
  return (
    points.map(([x, y], i) => `${i ? 'L' : 'M'}${n1(x)} ${n1(y)}`).join('') + (close ? 'Z' : '')
  )
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly Pt[], close = false, tension = 1): string {
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
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`
}

/** Linear gradient in user space (absolute pixel coordinates). */
export function linearAbs(id: string, list: readonly Stop[], a: Pt, b: Pt): string {
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(a[0])}" y1="${n1(a[1])}" ` +
    `x2="${n1(b[0])}" y2="${n1(b[1])}">${stops(list)}</linearGradient>`
  )
}

/** Radial gradient in user space, optionally squashed vertically (ry/rx). */
export function radial(
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

export function blurFilter(id: string, std: number | string): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`
}

export function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16)
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255]
}

/**
 * Fractal-noise texture filter: paints `color` with an alpha driven by the noise
 * (alpha = gain·noise + bias). Applied to a rect it yields grass, clay, wood grain, clouds...
 */
export function noiseFilter(
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

/** A function's parameters after the first (the id). */
type Tail<T extends readonly unknown[]> = T extends readonly [unknown, ...infer R] ? R : never

/** Collects <defs> and body fragments of one SVG document. */
export class Svg {
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
  /** Defines a user-space radial gradient (see `radial`) and returns its id. */
  radial(prefix: string, ...args: Tail<Parameters<typeof radial>>): string {
    const id = this.id(prefix)
    this.def(radial(id, ...args))
    return id
  }
  /** Defines a bounding-box linear gradient (see `linear`) and returns its id. */
  linear(prefix: string, ...args: Tail<Parameters<typeof linear>>): string {
    const id = this.id(prefix)
    this.def(linear(id, ...args))
    return id
  }
  /** Defines a user-space linear gradient (see `linearAbs`) and returns its id. */
  linearAbs(prefix: string, ...args: Tail<Parameters<typeof linearAbs>>): string {
    const id = this.id(prefix)
    this.def(linearAbs(id, ...args))
    return id
  }
  /** Defines a Gaussian blur filter and returns its id. */
  blur(prefix: string, std: number | string): string {
    const id = this.id(prefix)
    this.def(blurFilter(id, std))
    return id
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
