/** Named poses and the random kits of the athletes. */
import type { Random } from '../../server/seed/random.ts'
import type { Kit, Pose } from './figure.ts'

export const POSES = {
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

const SKINS = ['#c98d63', '#8a5a3c', '#e2b08a', '#a86f4c', '#d8a27c'] as const

const HAIRS = ['#1d140f', '#3a2516', '#0e0b09', '#5a3a22'] as const

export function kit(
  rng: Random,
  shirt: string,
  shorts: string,
  socks: string,
  shoes = '#f1f1f1',
): Kit {
  return { shirt, shorts, socks, shoes, skin: rng.pick(SKINS), hair: rng.pick(HAIRS) }
}
