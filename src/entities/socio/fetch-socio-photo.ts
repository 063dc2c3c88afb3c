import { HTTPError } from 'ky'
import { http } from '@/lib/http'

/**
 * A member's photo as a blob (GET /socios/:id/foto with the Bearer token: the member or an
 * administrator), or null when they have none.
 */
export async function fetchSocioPhoto(id: number): Promise<Blob | null> {
  try {
    // Not into the browser's HTTP cache, which no sign-out can empty: the query cache and the
    // kiosk's photo cache keep it, and signing out clears those (ADR 0019).
    return await http.get(`socios/${id}/foto`, { cache: 'no-store' }).blob()
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null
    throw error
  }
}
