import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { grupoSchema } from '@/domain/grupos/grupos-api'
import { http } from '@/lib/http'
import { grupoKeys } from './grupo-keys'

const responseSchema = successEnvelope(grupoSchema)

async function getGrupo(id: number) {
  return v.parse(responseSchema, await http.get(`grupos/${id}`).json()).response
}

/** GET /grupos/{id}: the group with every member and its discount. */
export const grupoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: grupoKeys.detail(id),
    queryFn: () => getGrupo(id),
    staleTime: 10_000,
  })

export const useGrupo = (id: number) => useQuery(grupoQueryOptions(id))
