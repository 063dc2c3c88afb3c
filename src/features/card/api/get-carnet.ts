import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioDetailSchema } from '@/domain/socios-api'
import { http } from '@/lib/http'
import { carnetKeys } from './carnet-keys'

const responseSchema = successEnvelope(socioDetailSchema)

async function getCarnet(id: number) {
  const json = await http.get('socios/getSocio', { searchParams: { id } }).json()
  return v.parse(responseSchema, json).response
}

/** The member's card data (GET /socios/getSocio for their own id). */
export const carnetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: carnetKeys.socio(id),
    queryFn: () => getCarnet(id),
    staleTime: 5 * 60_000,
  })

export const useCarnet = (id: number) => useQuery(carnetQueryOptions(id))
