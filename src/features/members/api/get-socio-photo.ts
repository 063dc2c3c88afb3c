import { useQuery } from '@tanstack/react-query'
import { fetchSocioPhoto } from '@/lib/socio-photo'
import { useObjectUrl } from '@/lib/use-object-url'
import { socioKeys } from './socio-keys'

/** An object URL for the photo (when the member has one), revoked when no longer shown. */
export function useSocioPhotoUrl(id: number, hasPhoto: boolean): string | null {
  const { data } = useQuery({
    queryKey: socioKeys.photo(id),
    queryFn: () => fetchSocioPhoto(id),
    staleTime: 5 * 60_000,
    enabled: hasPhoto,
  })
  return useObjectUrl(data)
}
