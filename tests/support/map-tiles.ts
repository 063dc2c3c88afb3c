import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/**
 * A stand-in for a map tile server (there is no internet here): a local HTTP server whose
 * `/{z}/{x}/{y}.png` are 256 px PNG tiles, each a colour of its own, so that maps of two
 * places differ. `/falla/…` always answers 503, as does every path while `failing` is set.
 * Tests point MAP_TILES_URL at `url` (docs/architecture.md#static-map).
 */
export async function startMapTiles() {
  const requests: { path: string; userAgent: string | undefined }[] = []
  let failing = false
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', userAgent: req.headers['user-agent'] })
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '')
    if (failing || !match) {
      res.writeHead(503, { 'Content-Type': 'text/plain' })
      res.end('no disponible')
      return
    }
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number]
    void tile(z, x, y).then((png) => {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.byteLength })
      res.end(png)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    url: `${origin}/{z}/{x}/{y}.png`,
    /** A template whose every tile fails. */
    failingUrl: `${origin}/falla/{z}/{x}/{y}.png`,
    /** The tile requests received, oldest first. */
    requests,
    setFailing: (value: boolean) => {
      failing = value
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type MapTiles = Awaited<ReturnType<typeof startMapTiles>>

const tile = (z: number, x: number, y: number) =>
  sharp({
    create: {
      width: 256,
      height: 256,
      channels: 3,
      background: { r: (x * 53 + z) % 256, g: (y * 97) % 256, b: ((x + y) * 31) % 256 },
    },
  })
    .png()
    .toBuffer()
