import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono } from 'hono'
import type { ClubSettings } from '../../src/domain/settings.ts'
import type { Db } from '../db/client.ts'
import { getClubSettings } from '../lib/club-settings.ts'
import { compressed } from '../lib/compression.ts'
import { renderIndexHtml } from './index-html.ts'
import { ANY_ROUTE, compileRouteTable, type RouteTable } from './route-table.ts'
import { findDistFile, sendFile } from './serve-dist.ts'

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

type RenderLanding = (club: ClubSettings) => Promise<string>

/** The server render of the landing page (dist-ssr), or null when it was not built. */
async function loadLandingRenderer(ssrDir: string | undefined): Promise<RenderLanding | null> {
  if (!ssrDir) return null
  try {
    const entry = pathToFileURL(path.join(ssrDir, 'entry-landing.js')).href
    return ((await import(entry)) as { renderLanding: RenderLanding }).renderLanding
  } catch {
    return null
  }
}

/**
 * Serves the built PWA: its files with cache headers, and index.html for client routes (with
 * a 404 status for a path no route has: the client shows its "not found" page); `/` itself
 * arrives with the landing page already rendered (docs/decisions/0004).
 */
export function spaRoutes(
  distDir: string,
  ssrDir: string | undefined,
  db: Db,
  publicUrl: string | undefined,
) {
  let template: Promise<string> | undefined
  const readTemplate = () => (template ??= readIndexWithInlineCss(distDir))
  let landing: Promise<RenderLanding | null> | undefined
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
    const render = isLanding ? await (landing ??= loadLandingRenderer(ssrDir)) : null
    if (render) {
      const landing = await render(club)
      page = page.replace('<div id="root"></div>', () => `<div id="root">${landing}</div>`)
    }
    const known =
      urlPath === '/index.html' || (await (routes ??= readRouteTable(distDir))).has(urlPath)
    return c.html(page, known ? 200 : 404, {
      'Cache-Control': 'no-cache',
    })
  })
}
