import { HTTPError } from 'ky'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(v.object({ id: v.number() }))
/** A typed DNI waits at most this for the server before the roster's candidates show. */
const TIMEOUT_MS = 4_000

/**
 * Which member a typed DNI is, asked of the server (GET /gate/socio), which knows the
 * numbers the roster only narrows down (ADR 0041): their id, 'ninguno' when no member has
 * it, or null when the server could not say (offline, slow, the search limit): then the
 * tablet shows the roster's candidates.
 */
export async function confirmarDocumento(documento: string): Promise<number | 'ninguno' | null> {
  try {
    const json = await http
      .get('gate/socio', { searchParams: { documento }, retry: 0, timeout: TIMEOUT_MS })
      .json()
    return v.parse(responseSchema, json).response.id
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return 'ninguno'
    return null
  }
}
