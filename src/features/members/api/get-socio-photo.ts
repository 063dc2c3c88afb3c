import { useQuery } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { http } from '@/lib/http'
import { useObjectUrl } from '@/lib/use-object-url'
import { socioKeys } from './socio-keys'

/** The member's photo as a blob (Bearer-authenticated), or null when there is none. */
async function getSocioPhoto(id: number): Promise<Blob | null> {
  try {
    return await http.get(`socios/${id}/foto`).blob()
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null
    throw error
  }
}

/** An object URL for the photo (when the member has one), revoked when no longer shown. */
export function useSocioPhotoUrl(id: number, hasPhoto: boolean): string | null {
  const { data } = useQuery({
    queryKey: socioKeys.photo(id),
    queryFn: () => getSocioPhoto(id),
    staleTime: 5 * 60_000,
    enabled: hasPhoto,
  })
  return useObjectUrl(data)
}
