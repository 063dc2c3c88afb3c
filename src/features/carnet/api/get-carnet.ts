import { useQuery } from '@tanstack/react-query'
import { socioDetailQueryOptions } from '@/entities/socio/socio-detail-query'

/** The member's card data (GET /socios/getSocio for their own id), persisted for offline. */
export const useCarnet = (id: number) =>
  useQuery({ ...socioDetailQueryOptions(id), staleTime: 5 * 60_000 })
