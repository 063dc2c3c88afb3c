import { execFileSync } from 'node:child_process'

/** dist/, dist-ssr/ and dist-server/, built when missing or older than their sources. */
export const ensureBuild = () =>
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
