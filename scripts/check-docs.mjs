/**
 * Every `docs/….md#anchor` named in the code and every relative `….md#anchor` link of the
 * Markdown files resolves to a heading (GitHub's slugs) or an explicit `id`; every decision
 * record opens with its `Date:` and `Status:` lines; the modules table of docs/architecture.md
 * names every module folder; and the paths the living docs name exist. Part of `npm run lint`.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SOURCES = ['src', 'server', 'sw', 'tests', 'bench', 'scripts', 'docs', 'README.md']
const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'dist-ssr', 'migrations'])

function* files(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return
  if (fs.statSync(full).isFile()) return yield entry
  for (const child of fs.readdirSync(full)) {
    if (!SKIP.has(child)) yield* files(path.join(entry, child))
  }
}

/** GitHub's heading slug: lower case, punctuation out, spaces to hyphens, repeats numbered. */
function anchorsOf(file) {
  const anchors = new Set()
  const seen = new Map()
  let fenced = false
  for (const line of fs.readFileSync(path.join(root, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced) continue
    for (const [, id] of line.matchAll(/\sid="([^"]+)"/g)) anchors.add(id)
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const text = heading[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count ? `${base}-${count}` : base)
  }
  return anchors
}

const anchorCache = new Map()
const anchors = (file) => {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(file))
  return anchorCache.get(file)
}

const problems = []
for (const file of SOURCES.flatMap((s) => [...files(s)])) {
  if (!/\.(ts|tsx|mjs|js|md|css|html)$/.test(file)) continue
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const links = [...text.matchAll(/\bdocs\/([\w/.-]+\.md)#([\p{L}\p{N}_-]+)/gu)].map((m) => ({
    target: path.join('docs', m[1]),
    anchor: m[2],
  }))
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\(([^)\s#]*\.md)?#([^)\s]+)\)/g)) {
      const target = m[1] ? path.join(path.dirname(file), m[1]) : file
      links.push({ target, anchor: decodeURIComponent(m[2]) })
    }
  }
  for (const { target, anchor } of links) {
    if (!fs.existsSync(path.join(root, target))) problems.push(`${file}: ${target} no existe`)
    else if (!anchors(target).has(anchor)) problems.push(`${file}: ${target}#${anchor} no existe`)
  }
}

for (const file of fs.readdirSync(path.join(root, 'docs/decisions'))) {
  if (!/^\d{4}-.*\.md$/.test(file)) continue
  const head = fs.readFileSync(path.join(root, 'docs/decisions', file), 'utf8').split('\n', 6)
  if (
    !head.some((l) => /^Date: \d{4}-\d{2}-\d{2}\b/.test(l)) ||
    !head.some((l) => /^Status: /.test(l))
  ) {
    problems.push(
      `docs/decisions/${file}: falta la línea 'Date: AAAA-MM-DD' o 'Status: …' al comienzo`,
    )
  }
}

/** The modules table of docs/architecture.md has a row (first cell `name`) for each module folder. */
const architecture = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
const rows = new Set([...architecture.matchAll(/^\| `([\w-]+)`/gm)].map((m) => m[1]))
for (const dir of ['src/features', 'server/routes', 'src/domain']) {
  for (const folder of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (folder.isDirectory() && !rows.has(folder.name)) {
      problems.push(`docs/architecture.md: la tabla de módulos no nombra ${dir}/${folder.name}`)
    }
  }
}

/** Each module's screens sit under its own heading in docs/product.md (`pwa`'s are conventions). */
const product = fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8')
for (const folder of fs.readdirSync(path.join(root, 'src/features'))) {
  if (folder !== 'pwa' && !product.includes(`\n## \`${folder}\`\n`)) {
    problems.push(`docs/product.md: falta el encabezado ## \`${folder}\``)
  }
}

/** Paths the living docs name (decision records are history and keep theirs) exist. */
for (const file of [
  'README.md',
  'docs/architecture.md',
  'docs/product.md',
  'docs/performance.md',
]) {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  for (const [, named] of text.matchAll(
    /`((?:src|server|sw|tests|bench|scripts|public)\/[^`\s]*)`/g,
  )) {
    const target = named.replace(/[#:].*$/, '')
    if (!/[<*{]/.test(target) && !fs.existsSync(path.join(root, target))) {
      problems.push(`${file}: ${named} no existe`)
    }
  }
}

const unique = [...new Set(problems)]
for (const problem of unique) console.error(problem)
if (unique.length) {
  console.error(`${unique.length} enlaces o encabezados de docs/ para corregir`)
  process.exit(1)
}
console.log('docs/: enlaces y decisiones en orden')
