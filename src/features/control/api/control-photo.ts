import { useQuery } from '@tanstack/react-query'
import { fetchSocioPhoto } from '@/lib/socio-photo'
import { useObjectUrl } from '@/lib/use-object-url'

/** The photo on the result card; `foto` (its versioned path) keys the cache. */
export function useControlPhotoUrl(id: number, foto: string | null) {
  const query = useQuery({
    queryKey: ['control', 'foto', id, foto],
    queryFn: () => fetchSocioPhoto(id),
    enabled: foto !== null,
    staleTime: Infinity,
  })
  return { url: useObjectUrl(query.data), failed: query.isError }
}
