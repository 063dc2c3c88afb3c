import fs from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import type { Db } from '../db/client.ts'
import { getClubSettings } from '../services/settings.ts'
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

/** Serves the built PWA: its files with cache headers, and index.html for client routes. */
export function spaRoutes(distDir: string, db: Db, publicUrl: string | undefined) {
  let template: Promise<string> | undefined
  const readTemplate = () => (template ??= readIndexWithInlineCss(distDir))

  return new Hono().on(['GET', 'HEAD'], '*', async (c) => {
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
    return c.html(renderIndexHtml(html, club, publicUrl ?? new URL(c.req.url).origin), 200, {
      'Cache-Control': 'no-cache',
    })
  })
}
