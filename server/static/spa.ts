import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono } from 'hono'
import type { ClubSettings } from '../../src/domain/settings.ts'
import type { Db } from '../db/client.ts'
import { getClubSettings } from '../lib/club-settings.ts'
import { compressed } from '../lib/compression.ts'
import { renderIndexHtml } from './index-html.ts'
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
 * Serves the built PWA: its files with cache headers, and index.html for client routes;
 * `/` itself arrives with the landing page already rendered (docs/decisions/0004).
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
    let page = renderIndexHtml(html, club, publicUrl ?? new URL(c.req.url).origin)
    // Only `/`: the service worker precaches /index.html as the shell of every route.
    const render = urlPath === '/' ? await (landing ??= loadLandingRenderer(ssrDir)) : null
    if (render) {
      const landing = await render(club)
      page = page.replace('<div id="root"></div>', () => `<div id="root">${landing}</div>`)
    }
    return c.html(page, 200, {
      'Cache-Control': 'no-cache',
    })
  })
}
