/** A pin-hole camera over a flat ground plane, for pitches, courts and tracks. */
import { lerp, poly, type Pt, rad } from './svg.ts'

/** Pin-hole camera looking at a flat ground plane: world x (metres, right), z (metres, forward). */
export interface Camera {
  cx: number
  horizon: number
  f: number
  h: number
}

export const project = (c: Camera, x: number, z: number, y = 0): Pt => [
  c.cx + (c.f * x) / z,
  c.horizon + (c.f * (c.h - y)) / z,
]

/** Pixels per metre at depth z. */
export const scaleAt = (c: Camera, z: number): number => c.f / z

export function groundPoly(c: Camera, world: readonly Pt[]): string {
  return poly(world.map(([x, z]) => project(c, x, z)))
}

/** A painted line of `width` metres following a world polyline on the ground. */
export function groundStroke(
  c: Camera,
  world: readonly Pt[],
  width: number,
  close = false,
): string {
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

export function arcPoints(
  cx: number,
  cz: number,
  r: number,
  a0: number,
  a1: number,
  steps = 48,
): Pt[] {
  const out: Pt[] = []
  for (let i = 0; i <= steps; i++) {
    const a = rad(lerp(a0, a1, i / steps))
    out.push([cx + r * Math.cos(a), cz + r * Math.sin(a)])
  }
  return out
}

/** Quad of a vertical plane x = const between depths z0..z1 and heights y0..y1. */
export function sidePlane(
  c: Camera,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
): string {
  return poly([
    project(c, x, z0, y0),
    project(c, x, z1, y0),
    project(c, x, z1, y1),
    project(c, x, z0, y1),
  ])
}

/** Quad of a vertical plane z = const. */
export function frontPlane(
  c: Camera,
  z: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): string {
  return poly([
    project(c, x0, z, y0),
    project(c, x1, z, y0),
    project(c, x1, z, y1),
    project(c, x0, z, y1),
  ])
}
