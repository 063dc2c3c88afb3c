import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

/**
 * The network of the jsdom tests: MSW answers every request at the edge (global fetch), and a
 * request no handler answers fails the test (src/test/setup.ts starts it so). Tests add what
 * the API answers with `server.use(http.get(api('path'), …))`; the handlers go after each test.
 */
export const server = setupServer()

/** The pattern of our API's `path` (what `http` gets, below /api/), on the page's origin. */
export const api = (path: string) => `*/api/${path}`

/** Our API's success (server/lib/http/envelope.ts): `{success: true, message?, response}`. */
export const ok = (response: unknown, message?: string, init?: ResponseInit) =>
  HttpResponse.json({ success: true, ...(message ? { message } : {}), response }, init)

/** Our API's refusal (server/lib/http/envelope.ts): a real status, the text in both fields. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, error: message }, { status })

/** A failure that says nothing of why: a 500 without our envelope (a proxy's page, a crash). */
export const failure = () => HttpResponse.text('Internal Server Error', { status: 500 })

/** A request as the API received it: `path` below /api/, `search` and `json` when it had them. */
export interface Sent {
  method: string
  path: string
  search?: Record<string, string>
  json?: unknown
}

let sent: Promise<Sent>[] = []

server.events.on('request:start', ({ request }) => {
  sent.push(describe(request.clone()))
})

async function describe(request: Request): Promise<Sent> {
  const url = new URL(request.url)
  const search = url.searchParams.size > 0 ? Object.fromEntries(url.searchParams) : undefined
  const json = request.headers.get('Content-Type')?.includes('application/json')
    ? ((await request.json()) as unknown)
    : undefined
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api\//, ''),
    ...(search ? { search } : {}),
    ...(json === undefined ? {} : { json }),
  }
}

/** The requests the network saw in this test, in order; only `method`'s when it is given. */
export async function requests(method?: string): Promise<Sent[]> {
  const all = await Promise.all(sent)
  return method ? all.filter((request) => request.method === method) : all
}

/** Forgets the requests seen so far: `requests()` tells only those that follow. */
export function forgetRequests() {
  sent = []
}

/** After each test (src/test/setup.ts): its handlers and requests go. */
export function resetNetwork() {
  server.resetHandlers()
  forgetRequests()
}
