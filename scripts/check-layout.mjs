/**
 * The house's layout, part of `npm run lint` (docs/decisions/0047-one-name-per-module.md):
 * file names in kebab-case, the client's feature folders and the server's modules the same
 * list, and no folder of src/, server/ or sw/ holding more than 12 source files directly.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'dist-ssr', 'migrations', 'reports'])
const MAX_FILES = 12
/** Client-only features and server-only modules; every other module is on both sides. */
const CLIENT_ONLY = new Set(['public', 'pwa'])
const SERVER_ONLY = new Set(['health'])

const problems = []

function* dirs(entry) {
  yield entry
  for (const child of fs.readdirSync(path.join(root, entry), { withFileTypes: true })) {
    if (child.isDirectory() && !SKIP.has(child.name)) yield* dirs(path.join(entry, child.name))
  }
}

const folders = (entry) =>
  fs
    .readdirSync(path.join(root, entry), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)

// Kebab-case names; a name may carry dotted roles (`x.test.ts`, `x.module.css`, `x.routes.ts`).
// src/routes is exempt: its file names are the app's addresses (TanStack Router's files).
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/
for (const top of ['src', 'server', 'sw', 'tests', 'bench', 'scripts']) {
  for (const dir of dirs(top)) {
    if (dir.startsWith(path.join('src', 'routes'))) continue
    for (const entry of fs.readdirSync(path.join(root, dir))) {
      if (SKIP.has(entry) || entry === 'routeTree.gen.ts' || entry === 'README.md') continue
      if (!KEBAB.test(entry)) problems.push(`${path.join(dir, entry)}: el nombre no es kebab-case`)
    }
  }
}

const features = folders('src/features').filter((f) => !CLIENT_ONLY.has(f))
const modules = folders('server/routes').filter((m) => !SERVER_ONLY.has(m))
for (const f of features.filter((f) => !modules.includes(f)))
  problems.push(`src/features/${f}: no hay server/routes/${f} (un módulo, un nombre)`)
for (const m of modules.filter((m) => !features.includes(m)))
  problems.push(`server/routes/${m}: no hay src/features/${m} (un módulo, un nombre)`)

const SOURCE = /\.(ts|tsx|mjs)$/
for (const top of ['src', 'server', 'sw']) {
  for (const dir of dirs(top)) {
    if (dir.startsWith(path.join('src', 'routes'))) continue
    const sources = fs
      .readdirSync(path.join(root, dir))
      .filter(
        (f) => SOURCE.test(f) && !/\.(test|fuzz\.test)\.tsx?$/.test(f) && !f.endsWith('.d.ts'),
      )
    if (sources.length > MAX_FILES)
      problems.push(
        `${dir}: ${sources.length} archivos fuente (máximo ${MAX_FILES}): separalos en carpetas`,
      )
  }
}

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
