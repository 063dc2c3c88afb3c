import { keepPreviousData, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioListSchema } from '@/domain/socios/socios-api'
import { http } from '@/lib/http'
import { envioKeys } from './envio-keys'

const responseSchema = successEnvelope(socioListSchema)

async function buscarSocios(search: string) {
  const json = await http.get('socios/getSocios', { searchParams: { search, pageSize: 10 } }).json()
  return v.parse(responseSchema, json).response.items
}

/** The members a broadcast may go to, by name or DNI (docs/product.md#member-list). */
export const useBuscarSocios = (search: string) =>
  useQuery({
    queryKey: envioKeys.socios(search),
    queryFn: () => buscarSocios(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
