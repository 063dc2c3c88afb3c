import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Context } from 'hono'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
}

/** Files whose name does not change with their content: always revalidated. */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest'])

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (ALWAYS_REVALIDATE.has(urlPath) || urlPath.startsWith('/workbox-')) return 'no-cache'
  return 'public, max-age=86400, stale-while-revalidate=604800'
}

type StaticFile = { absolute: string; size: number; mtimeMs: number }

/** Resolves a URL path to a file inside distDir, or null (never outside it). */
export async function findDistFile(distDir: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  // Dot folders are the build's own (.vite/manifest.json), not the app's.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null
  const absolute = path.join(distDir, path.normalize(decoded))
  if (!absolute.startsWith(distDir + path.sep)) return null
  try {
    const stat = await fs.stat(absolute)
    return stat.isFile() ? { absolute, size: stat.size, mtimeMs: stat.mtimeMs } : null
  } catch {
    return null
  }
}

export function sendFile(c: Context, file: StaticFile, urlPath: string): Response {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`
  const headers = {
    'Content-Type': MIME[path.extname(file.absolute).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(urlPath),
    ETag: etag,
  }
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  if (c.req.method === 'HEAD') {
    return c.body(null, 200, { ...headers, 'Content-Length': String(file.size) })
  }
  const stream = Readable.toWeb(createReadStream(file.absolute)) as ReadableStream
  return c.body(stream, 200, { ...headers, 'Content-Length': String(file.size) })
}
