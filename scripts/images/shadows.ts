/** Cast and contact shadows, and the ball. */
import { n1, type Pt } from './svg.ts'

/** Long cast shadow of a figure: the same drawing flattened onto the ground. */
export function castShadow(
  svg: string,
  foot: Pt,
  opts: { length: number; skew: number; opacity: number; blur: string },
): string {
  const [x, y] = foot
  return `<g opacity="${opts.opacity}" filter="url(#${opts.blur})"><g transform="translate(${n1(x)} ${n1(y)}) matrix(1 0 ${opts.skew} ${-opts.length} 0 0) translate(${n1(-x)} ${n1(-y)})">${svg}</g></g>`
}

/** Soft contact shadow under feet. */
export function contactShadow(
  x: number,
  y: number,
  w: number,
  blur: string,
  opacity = 0.45,
): string {
  return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(w)}" ry="${n1(w * 0.16)}" fill="#000" opacity="${opacity}" filter="url(#${blur})"/>`
}

export function ball(x: number, y: number, r: number, fill: string, lines = '#1a1a1a'): string {
  return (
    `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${fill}"/>` +
    `<path d="M${n1(x - r * 0.45)} ${n1(y - r * 0.2)}l${n1(r * 0.35)} ${n1(-r * 0.25)} ${n1(r * 0.35)} ${n1(r * 0.25)} ${n1(-r * 0.12)} ${n1(r * 0.42)}h${n1(-r * 0.46)}z" fill="${lines}" opacity="0.85"/>` +
    `<circle cx="${n1(x + r * 0.3)}" cy="${n1(y - r * 0.35)}" r="${n1(r * 0.3)}" fill="#fff" opacity="0.35"/>`
  )
}
