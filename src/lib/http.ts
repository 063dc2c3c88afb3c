import ky, { HTTPError } from 'ky'
import * as v from 'valibot'
import { failureEnvelope, type FailureEnvelope } from '@/domain/envelope'
import { SESSION_EXPIRED_EVENT } from './session/session-events'
import { tokenStorage } from './session/token-storage'

export { HTTPError }

/** The one HTTP client: base /api/, Bearer token from storage. */
export const http = ky.create({
  prefixUrl: '/api/',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    afterResponse: [
      async (request, _options, response) => {
        if (response.status !== 401 || !request.headers.has('Authorization')) return
        // A session our server no longer knows (its refusal, in its envelope): forget it, and
        // the guards show sign-in. A captive Wi-Fi portal's or a proxy's 401 page is not ours
        // to sign the member out for.
        if (!(await refusalOf(response))) return
        tokenStorage.clear()
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT))
      },
    ],
    beforeRequest: [
      (request) => {
        const token = tokenStorage.get()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      },
    ],
  },
})

/**
 * A call that never reached our server: no network, a timeout, or a proxy in front of it
 * answering that the server is down. Offline screens fall back to what the device keeps.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof HTTPError) return [502, 503, 504].includes(error.response.status)
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')
}

/**
 * A failed step's own text (`title`), followed by why when it is known: the server's reason
 * for refusing (4xx) or the lost connection. A server failure (5xx) shows the title alone.
 */
export async function errorWithReason(error: unknown, title: string): Promise<string> {
  if (error instanceof HTTPError && error.response.status >= 500) return title
  const reason = await errorMessage(error, '')
  return reason ? `${title}: ${reason}` : title
}

/**
 * The status of a refusal our API explains: a 4xx carrying the failure envelope. Null for
 * anything else, a 4xx page of a captive Wi-Fi portal or a proxy among them.
 */
export async function apiRefusalStatus(error: unknown): Promise<number | null> {
  if (!(error instanceof HTTPError)) return null
  const { status } = error.response
  if (status < 400 || status >= 500) return null
  return (await refusalOf(error.response)) ? status : null
}

/** The Spanish text of a failed call: the server's message when it sent one. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HTTPError) {
    const refusal = await refusalOf(error.response)
    if (refusal) return refusal.message
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return 'No se pudo conectar con el servidor. Revisá tu conexión.'
  }
  return fallback
}

/** Our API's refusal in an answer (its failure envelope); null for any other body. */
async function refusalOf(response: Response): Promise<FailureEnvelope | null> {
  const body = v.safeParse(failureEnvelope, await response.json().catch(() => null))
  return body.success ? body.output : null
}
