import { queryOptions, useQuery } from '@tanstack/react-query'
import { useObjectUrl } from '@/lib/hooks/use-object-url'
import { fetchSocioPhoto } from './fetch-socio-photo'
import { socioKeys } from './socio-keys'

type PhotoOptions = {
  /** Whether the member has a photo at all: without one nothing is asked. */
  enabled: boolean
  staleTime: number
  /** The photo's versioned path, when the answer that names the member brings it. */
  version?: string | null
}

/** A member's photo as a Blob (null when they have none), in the persisted cache. */
export const socioPhotoQueryOptions = (id: number, { enabled, staleTime, version }: PhotoOptions) =>
  queryOptions({
    queryKey: socioKeys.photo(id, version ?? null),
    queryFn: () => fetchSocioPhoto(id),
    staleTime,
    enabled,
  })

/** The photo and an object URL for it, revoked when no longer shown. */
export function useSocioPhoto(id: number, options: PhotoOptions) {
  const query = useQuery(socioPhotoQueryOptions(id, options))
  return { url: useObjectUrl(query.data), blob: query.data, isError: query.isError }
}

/** Whether a member's images include the main photo. */
export const hasMainPhoto = (imagenes: readonly { tipo: string }[]) =>
  imagenes.some((imagen) => imagen.tipo === 'principal')
