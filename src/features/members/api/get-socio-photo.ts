import { useQuery } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { useEffect, useMemo } from 'react'
import { http } from '@/lib/http'
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
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}
