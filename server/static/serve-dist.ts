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

/** The copies `npm run build` made beside each compressible file, best first (ADR 0037). */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

function accepts(acceptEncoding: string | undefined, encoding: string) {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
  })
}

/** The file's precompressed copy the client accepts, or null: then it goes as it is. */
async function precompressed(file: StaticFile, acceptEncoding: string | undefined) {
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepts(acceptEncoding, encoding)) continue
    try {
      const stat = await fs.stat(file.absolute + suffix)
      return { encoding, absolute: file.absolute + suffix, size: stat.size }
    } catch {
      // Not made for this file (small, or not compressible): the next one, or the file.
    }
  }
  return null
}

export async function sendFile(c: Context, file: StaticFile, urlPath: string): Promise<Response> {
  const variant = await precompressed(file, c.req.header('Accept-Encoding'))
  const tag = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`
  const etag = variant ? `W/"${tag}-${variant.encoding}"` : `W/"${tag}"`
  const headers: Record<string, string> = {
    'Content-Type': MIME[path.extname(file.absolute).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(urlPath),
    ETag: etag,
  }
  if (variant) {
    headers['Content-Encoding'] = variant.encoding
    headers.Vary = 'Accept-Encoding'
  }
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  const sent = variant ?? file
  headers['Content-Length'] = String(sent.size)
  if (c.req.method === 'HEAD') return c.body(null, 200, headers)
  const stream = Readable.toWeb(createReadStream(sent.absolute)) as ReadableStream
  return c.body(stream, 200, headers)
}
