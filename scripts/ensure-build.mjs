/**
 * `npm start` runs this first: builds the PWA when dist/ is missing or older than any
 * of its sources, so a fresh clone and a `git pull` both serve the current app.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const inputs = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'pwa.config.ts',
  'package-lock.json',
]
const builtMarkers = [
  path.join(root, 'dist', 'index.html'),
  path.join(root, 'dist-ssr', 'entry-landing.js'),
]

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs)
}

const built = Math.min(
  ...builtMarkers.map((marker) => fs.statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0),
)
const sources = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))))

if (built < sources) {
  console.log(
    built ? 'Los fuentes cambiaron: recompilando la aplicación…' : 'Compilando la aplicación…',
  )
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}
