import { HTTPError } from 'ky'
import { http } from '@/lib/http'

/**
 * A member's photo as a blob (GET /socios/:id/foto with the Bearer token: the member or an
 * administrator), or null when they have none.
 */
export async function fetchSocioPhoto(id: number): Promise<Blob | null> {
  try {
    return await http.get(`socios/${id}/foto`).blob()
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null
    throw error
  }
}
