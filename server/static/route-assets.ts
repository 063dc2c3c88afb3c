/**
 * What a route's screen loads beyond the entry, from the build's manifest
 * (dist/.vite/manifest.json): a pre-rendered screen carries its stylesheets inline, so it
 * paints styled without another round trip, and preloads its chunks, so the client takes over
 * sooner (docs/decisions/0035).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

type Chunk = { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, Chunk>

function reachable(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const next of manifest[key].imports ?? []) reachable(manifest, next, seen)
  return seen
}

/**
 * The tags for the screen of the route file `source` (its component's split chunk): its
 * stylesheets, inline, and its chunks the entry does not load already. Empty without a
 * manifest.
 */
export async function routeAssetLinks(distDir: string, source: string): Promise<string> {
  let manifest: Manifest
  try {
    manifest = JSON.parse(
      await fs.readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest
  } catch {
    return ''
  }
  const key = Object.keys(manifest).find((name) => name.startsWith(`${source}?tsr-split=`))
  if (!key) return ''
  const entry = reachable(manifest, 'index.html')
  const own = [...reachable(manifest, key)].filter((name) => !entry.has(name))
  const css = await Promise.all(
    own
      .flatMap((name) => manifest[name]!.css ?? [])
      .map((file) => fs.readFile(path.join(distDir, file), 'utf8')),
  )
  return [
    `<style>${css.join('').replaceAll('</', '<\\/')}</style>`,
    ...own.map((name) => `<link rel="modulepreload" crossorigin href="/${manifest[name]!.file}">`),
  ].join('')
}
