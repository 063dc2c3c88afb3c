/** Hero scene: swimming pool lanes. */
import type { Random } from '../../../server/seed/random.ts'
import { COLORS, W } from '../club.ts'
import { lerp2, shade, tube } from '../figure.ts'
import { type Camera, groundPoly, groundStroke, project, scaleAt } from '../perspective.ts'
import { clouds, heroGrade, poplar, treeLine } from '../scenery.ts'
import { lerp, n1, poly, type Pt, Svg } from '../svg.ts'

/** Freestyle swimmer in profile at the water line `y` (px), `m` px per metre. */
function swimmer(
  s: Svg,
  rng: Random,
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

export function sceneSwimming(rng: Random): string {
  const s = new Svg()
  const cam: Camera = { cx: 960, horizon: 330, f: 1400, h: 2.3 }
  const farWall = 25
  const sky = s.linear('sky', [
    [0, '#3d6f9e'],
    [0.6, '#8fbfd6'],
    [1, '#e9d8b8'],
  ])
  s.add(`<rect width="${W}" height="520" fill="url(#${sky})"/>`)
  clouds(s, { seed: 5, color: '#ffffff', top: 0, bottom: 330, opacity: 0.6, gain: 2.4, bias: -1.3 })
  const glare = s.radial(
    'glare',
    [
      [0, '#fff6dc', 0.85],
      [0.4, '#ffeec8', 0.3],
      [1, '#ffeec8', 0],
    ],
    180,
    0,
    700,
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
  const water = s.linearAbs(
    'water',
    [
      [0, '#9fd6dc'],
      [0.12, '#4fb3c2'],
      [0.45, '#1e8fa6'],
      [1, '#0b5f73'],
    ],
    [0, project(cam, 0, farWall)[1]],
    [0, 1080],
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
  const blur = s.blur('wb', 2.2)
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
