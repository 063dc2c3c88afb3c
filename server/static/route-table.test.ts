import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routePathsFromTree } from '../../scripts/route-paths-plugin.ts'
import { compileRouteTable } from './route-table.ts'

const tree = fs.readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')

describe('the route table', () => {
  it('is read from the route tree the router generates', () => {
    const paths = routePathsFromTree(tree)
    expect(paths).toContain('/')
    expect(paths).toContain('/admin/socios/$id/editar')
    expect(paths).toContain('/cuenta/carnet')
  })

  it('knows every page, with its parameters, whatever the case or a trailing slash', () => {
    const table = compileRouteTable(routePathsFromTree(tree))
    for (const path of [
      '/',
      '/porteria',
      '/admin/socios',
      '/admin/socios/',
      '/admin/socios/12',
      '/admin/socios/12/editar',
      '/admin/socio/12',
      '/ADMIN/MENU',
      '/auth/identificarse',
    ]) {
      expect(table.has(path), path).toBe(true)
    }
  })

  it('does not know what no route has', () => {
    const table = compileRouteTable(routePathsFromTree(tree))
    for (const path of ['/esto/no/existe', '/admin/socio', '/admin/socios/12/borrar', '/x']) {
      expect(table.has(path), path).toBe(false)
    }
  })

  it('a lone $ takes the rest of the path', () => {
    const table = compileRouteTable(['/archivos/$'])
    expect(table.has('/archivos/a/b/c')).toBe(true)
    expect(table.has('/otros/a')).toBe(false)
  })

  it('a path syntax it does not know fails at start, not as 404s', () => {
    expect(() => compileRouteTable(['/posts/{-$categoria}'])).toThrow(/no soportada/)
    expect(() => routePathsFromTree('export const x = 1')).toThrow(/fullPaths/)
  })
})
