/**
 * `npm run build`'s last step: the server as plain JavaScript in dist-server/, which
 * `npm start` runs with no TypeScript loader (ADR 0013). The worker threads' entries sit
 * beside index.js, and the migrations are copied in: both are found from import.meta.url.
 */
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist-server')

fs.rmSync(outdir, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: [
    'server/index.ts',
    'server/cli.ts',
    'server/db/pglite-worker.ts',
    'server/lib/infra/signature-worker.ts',
  ],
  // Flat: each module's `new URL('./x.ts', import.meta.url)` names the compiled sibling x.js.
  entryNames: '[name]',
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
})
fs.cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
})
