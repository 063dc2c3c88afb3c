import { ensureBuild } from '../../bench/ensure-build.ts'

/**
 * Vitest's global setup for the system tests: they run the compiled server, so a fresh clone
 * (or sources newer than the build) gets it built first, as `npm start` would.
 */
export default function setup() {
  ensureBuild()
}
