import { keepPreviousData, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { grupoListSchema } from '@/domain/grupos/grupos-api'
import { http } from '@/lib/http'
import { envioKeys } from './envio-keys'

const responseSchema = successEnvelope(grupoListSchema)

/** GET /grupos accepts 12, 24 or 48 a page (docs/product.md#api-grupos): the fewest. */
const PAGE_SIZE = 12

async function buscarGrupos(search: string) {
  const searchParams = { search, pageSize: PAGE_SIZE }
  const json = await http.get('grupos', { searchParams }).json()
  return v.parse(responseSchema, json).response.items
}

/** The family groups a broadcast may go to, by name (or a member's name or DNI). */
export const useBuscarGrupos = (search: string) =>
  useQuery({
    queryKey: envioKeys.grupos(search),
    queryFn: () => buscarGrupos(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
