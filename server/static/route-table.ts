/**
 * The client's route table on the server: whether a path is a page of the app, so an unknown
 * one gets the "not found" page with a 404 status (docs/architecture.md#createapp).
 */
export type RouteTable = { has(pathname: string): boolean }

/** Every path matches: a build without the table (older than it) keeps answering 200. */
export const ANY_ROUTE: RouteTable = { has: () => true }

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/**
 * From the router's full paths: `$name` is one segment, a lone `$` the rest of the path;
 * anything else is matched as written, without regard to case, as the router does. A syntax
 * it does not know fails here, at start, rather than turn real pages into 404s.
 */
export function compileRouteTable(paths: readonly string[]): RouteTable {
  const patterns = paths.map((path) =>
    segmentsOf(path).map((segment) => {
      if (segment === '$') return { kind: 'rest' } as const
      if (/^\$[\w]+$/.test(segment)) return { kind: 'param' } as const
      if (/[${}]/.test(segment)) throw new Error(`Ruta con sintaxis no soportada: ${path}`)
      return { kind: 'literal', text: segment.toLowerCase() } as const
    }),
  )
  return {
    has(pathname) {
      const segments = segmentsOf(pathname)
      return patterns.some((pattern) => {
        for (const [i, part] of pattern.entries()) {
          if (part.kind === 'rest') return true
          const segment = segments[i]
          if (segment === undefined) return false
          if (part.kind === 'literal' && segment.toLowerCase() !== part.text) return false
        }
        return segments.length === pattern.length
      })
    },
  }
}
