/**
 * Emits `route-paths.json` beside index.html: every path the client's router knows, read from
 * the generated route tree, so the server answers 404 for any other (docs/architecture.md#createapp).
 */
import fs from 'node:fs'
import type { Plugin } from 'vite'

export const ROUTE_PATHS_FILE = 'route-paths.json'

/** The `fullPaths` union of the route tree TanStack Router generates. */
export function routePathsFromTree(source: string): string[] {
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)?.[1]
  if (!union) throw new Error('routeTree.gen.ts no tiene fullPaths: ¿cambió el generador?')
  return [...union.matchAll(/'([^']*)'/g)].map((match) => match[1]!)
}

export function routePathsPlugin(routeTree: string): Plugin {
  return {
    name: 'club-route-paths',
    apply: 'build',
    generateBundle() {
      const paths = routePathsFromTree(fs.readFileSync(routeTree, 'utf8'))
      this.emitFile({ type: 'asset', fileName: ROUTE_PATHS_FILE, source: JSON.stringify(paths) })
    },
  }
}
