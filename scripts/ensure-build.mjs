/**
 * `npm start` runs this first, in plain JavaScript: builds what is missing or older than
 * its sources, so a fresh clone and a `git pull` both serve the current app. The PWA
 * (dist/, dist-ssr/) takes the whole `npm run build`; the server alone (dist-server/) only
 * its own step.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

const app = {
  inputs: [
    'src',
    'sw',
    'public',
    'index.html',
    'vite.config.ts',
    'pwa.config.ts',
    'scripts/precompress-dist.mjs',
  ],
  built: ['dist/index.html', 'dist-ssr/entry-landing.js'],
}
const server = {
  inputs: ['server', 'src/domain', 'scripts/build-server.mjs'],
  built: ['dist-server/index.js'],
}
const shared = ['package-lock.json']

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs)
}

/** Whether a build output is missing or older than one of its sources. */
function stale({ inputs, built }) {
  const oldest = Math.min(
    ...built.map(
      (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  )
  const newest = Math.max(
    ...[...inputs, ...shared].map((input) => newestMtime(path.join(root, input))),
  )
  return { stale: oldest < newest, missing: oldest === 0 }
}

// A production build whoever asks: Vitest's NODE_ENV=test made Vite bundle React's
// development build, which the system tests and the budgets then served.
const env = { ...process.env, NODE_ENV: 'production' }
const appState = stale(app)
const serverState = stale(server)
if (appState.stale) {
  console.log(
    appState.missing
      ? 'Compilando la aplicación…'
      : 'Los fuentes cambiaron: recompilando la aplicación…',
  )
  execFileSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' })
} else if (serverState.stale) {
  console.log(
    serverState.missing
      ? 'Compilando el servidor…'
      : 'Los fuentes cambiaron: recompilando el servidor…',
  )
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, env, stdio: 'inherit' })
}
