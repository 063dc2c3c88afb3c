/**
 * `npm run build`'s step after Vite: each compressible file of dist/ gets a gzip and a Brotli
 * copy beside it (`x.js.gz`, `x.js.br`), made once at the highest levels, which the server
 * sends as they are (server/static/serve-dist.ts, ADR 0037). Compressing them on each request
 * took the server's CPU from the browser it served on a 2-core host.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|xml)$/
/** Below this the server sends a file as it is (hono/compress's threshold too). */
const MIN_BYTES = 1024

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    // Dot folders are the build's own (.vite/manifest.json), never served.
    if (entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

async function precompress(file) {
  const content = await fs.readFile(file)
  if (content.length < MIN_BYTES) return 0
  const [gz, br] = await Promise.all([
    gzip(content, { level: 9 }),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ])
  await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)])
  return 1
}

const started = performance.now()
const jobs = []
for await (const file of files(dist)) jobs.push(precompress(file))
const count = (await Promise.all(jobs)).reduce((a, b) => a + b, 0)
console.log(
  `dist/: ${count} archivos comprimidos (gzip y Brotli) en ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
