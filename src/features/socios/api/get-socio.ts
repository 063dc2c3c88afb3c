import { useSuspenseQuery } from '@tanstack/react-query'
import { socioDetailQueryOptions } from '@/entities/socio/socio-detail-query'

export const useSocio = (id: number) => useSuspenseQuery(socioDetailQueryOptions(id)).data
