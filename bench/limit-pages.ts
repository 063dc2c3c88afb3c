/**
 * The limit of a page the server renders (issue 36): the same markup without the app's
 * scripts, served beside the app (its images, styles and settings from the app itself), so
 * Lighthouse measures in the same minutes what the page costs with its scripts and without.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g

export async function startLimitPages(appUrl: string, paths: string[]) {
  const pages = new Map<string, string>()
  for (const pagePath of paths) {
    const html = await (await fetch(`${appUrl}${pagePath}`)).text()
    pages.set(pagePath, html.replace(SCRIPTS, ''))
  }
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '')
    if (page !== undefined) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      })
      res.end(page)
      return
    }
    void fetch(`${appUrl}${req.url}`).then(
      async (answer) => {
        const headers: Record<string, string> = {}
        for (const name of ['content-type', 'cache-control']) {
          const value = answer.headers.get(name)
          if (value) headers[name] = value
        }
        res.writeHead(answer.status, headers)
        res.end(Buffer.from(await answer.arrayBuffer()))
      },
      () => res.writeHead(502).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
