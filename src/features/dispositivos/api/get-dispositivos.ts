import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { dispositivosListSchema } from '@/domain/dispositivos/dispositivos'
import { http } from '@/lib/http'
import { dispositivoKeys } from './dispositivo-keys'

const responseSchema = successEnvelope(dispositivosListSchema)

async function getDispositivos(socioId?: number) {
  const searchParams = socioId === undefined ? undefined : { socio: socioId }
  const json = await http.get('socios/dispositivos', { searchParams }).json()
  return v.parse(responseSchema, json).response
}

/**
 * GET /socios/dispositivos (docs/product.md#api-dispositivos): the live devices of the
 * signed-in member, or with `socioId` (administrators) of that member.
 */
export const dispositivosQueryOptions = (socioId?: number) =>
  queryOptions({
    queryKey: dispositivoKeys.list(socioId),
    queryFn: () => getDispositivos(socioId),
    staleTime: 10_000,
  })

/**
 * The list is read ahead for offline use: opened online, the screen asks again, so a phone
 * removed elsewhere is gone from it, and a phone removed by an administrator finds out.
 */
export const useDispositivos = (socioId?: number) =>
  useQuery({ ...dispositivosQueryOptions(socioId), refetchOnMount: 'always' })
