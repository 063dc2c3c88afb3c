import { queryOptions, useQuery } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import { socioKeys } from '@/entities/socio/socio-keys'
import { http } from '@/lib/http'

export type TipoDocumento = 'documentoFrente' | 'documentoDorso'

/** GET /socios/{id}/imagenes/{tipo}: a document image as a blob, or null without one. */
async function fetchSocioImagen(id: number, tipo: TipoDocumento): Promise<Blob | null> {
  try {
    // An ID scan is never kept (no-store), not in the browser's cache nor in ours.
    return await http.get(`socios/${id}/imagenes/${tipo}`, { cache: 'no-store' }).blob()
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null
    throw error
  }
}

const socioImagenQueryOptions = (id: number, tipo: TipoDocumento, enabled: boolean) =>
  queryOptions({
    queryKey: socioKeys.imagen(id, tipo),
    queryFn: () => fetchSocioImagen(id, tipo),
    enabled,
    // In memory while the edit form shows it, never in the persisted cache.
    gcTime: 0,
    meta: { persist: false },
  })

/** A member's document image for the edit form, while it is shown. */
export const useSocioImagen = (id: number, tipo: TipoDocumento, enabled: boolean) =>
  useQuery(socioImagenQueryOptions(id, tipo, enabled)).data ?? undefined
