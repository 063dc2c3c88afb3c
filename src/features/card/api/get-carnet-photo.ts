import { useQuery } from '@tanstack/react-query'
import { fetchSocioPhoto } from '@/lib/socio-photo'
import { carnetKeys } from './carnet-keys'

/** The member's own photo as a Blob, kept in the persisted cache for offline starts. */
export const useCarnetPhoto = (id: number, hasPhoto: boolean) =>
  useQuery({
    queryKey: carnetKeys.photo(id),
    queryFn: () => fetchSocioPhoto(id),
    staleTime: 60 * 60_000,
    enabled: hasPhoto,
  })
