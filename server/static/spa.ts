import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono } from 'hono'
import type { ClubSettings } from '../../src/domain/configuracion/configuracion.ts'
import type { Db } from '../db/client.ts'
import { getClubSettings } from '../routes/configuracion/club-settings.ts'
import { compressed } from '../lib/http/compression.ts'
import { renderIndexHtml } from './index-html.ts'
import { placeRendered } from './resource-hints.ts'
import { routeAssetLinks } from './route-assets.ts'
import { scriptsAfterPaint } from './scripts-after-paint.ts'
import { ANY_ROUTE, compileRouteTable, type RouteTable } from './route-table.ts'
import { findDistFile, sendFile } from './serve-dist.ts'

const SIGN_IN_ROUTE = 'src/routes/_public/auth/identificarse.tsx'

const ENTRY_CSS = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/

/**
 * The built index.html with its (small) entry stylesheet inlined: one round trip less
 * before the first paint (docs/decisions/0004).
 */
async function readIndexWithInlineCss(distDir: string): Promise<string> {
  const html = await fs.readFile(path.join(distDir, 'index.html'), 'utf8')
  const href = ENTRY_CSS.exec(html)?.[1]
  if (!href) return html
  const css = await fs.readFile(path.join(distDir, href), 'utf8')
  return html.replace(ENTRY_CSS, () => `<style>${css.replaceAll('</', '<\\/')}</style>`)
}

/** The client's routes, emitted by the build beside index.html (scripts/route-paths-plugin.ts). */
async function readRouteTable(distDir: string): Promise<RouteTable> {
  try {
    const paths = JSON.parse(await fs.readFile(path.join(distDir, 'route-paths.json'), 'utf8'))
    return compileRouteTable(paths as string[])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ANY_ROUTE
    throw error
  }
}

type Renderers = {
  renderLanding(club: ClubSettings): Promise<string>
  renderSignIn(club: ClubSettings): Promise<string>
}

/** The server renders of the first views (dist-ssr), or null when they were not built. */
async function loadRenderers(ssrDir: string | undefined): Promise<Renderers | null> {
  if (!ssrDir) return null
  try {
    return (await import(pathToFileURL(path.join(ssrDir, 'entry-landing.js')).href)) as Renderers
  } catch {
    return null
  }
}

/**
 * Serves the built PWA: its files with cache headers, and index.html for client routes (with
 * a 404 status for a path no route has: the client shows its "not found" page); `/` and the
 * sign-in screen arrive already rendered (docs/decisions/0004, 0035).
 */
export function spaRoutes(
  distDir: string,
  ssrDir: string | undefined,
  db: Db,
  publicUrl: string | undefined,
) {
  let template: Promise<string> | undefined
  const readTemplate = () => (template ??= readIndexWithInlineCss(distDir))
  // Loaded as the server starts: importing the server render took the first visitor's
  // request hundreds of milliseconds.
  const renderers = loadRenderers(ssrDir)
  const signInLinks = routeAssetLinks(distDir, SIGN_IN_ROUTE)
  let routes: Promise<RouteTable> | undefined

  return new Hono().on(['GET', 'HEAD'], '*', compressed, async (c) => {
    const urlPath = c.req.path
    if (urlPath !== '/' && urlPath !== '/index.html') {
      const file = await findDistFile(distDir, urlPath)
      if (file) return sendFile(c, file, urlPath)
      if (path.extname(urlPath)) return c.text('No encontrado', 404)
    }
    let html: string
    try {
      html = await readTemplate()
    } catch {
      template = undefined
      return c.text('La aplicación no está compilada: ejecutá npm run build.', 503)
    }
    const club = await getClubSettings(db)
    // Only `/`: the service worker precaches /index.html as the shell of every route.
    const isLanding = urlPath === '/'
    let page = renderIndexHtml(html, club, publicUrl ?? new URL(c.req.url).origin, {
      landing: isLanding,
    })
    const isSignIn = urlPath === '/auth/identificarse'
    const render = isLanding || isSignIn ? await renderers : null
    if (render) {
      const first = isLanding ? await render.renderLanding(club) : await render.renderSignIn(club)
      page = placeRendered(page, first)
      if (isSignIn) {
        const links = await signInLinks
        page = page.replace('</head>', () => `${links}</head>`)
      }
      page = scriptsAfterPaint(page)
    }
    const known =
      urlPath === '/index.html' || (await (routes ??= readRouteTable(distDir))).has(urlPath)
    return c.html(page, known ? 200 : 404, {
      'Cache-Control': 'no-cache',
    })
  })
}
