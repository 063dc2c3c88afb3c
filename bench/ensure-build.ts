import { execFileSync } from 'node:child_process'

/** Builds dist/, dist-ssr/ and dist-server/ when missing or older than their sources (the check `npm start` makes). */
export const ensureBuild = () =>
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
