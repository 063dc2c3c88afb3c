import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioDetailSchema } from '@/domain/socios/socios-api'
import { http } from '@/lib/http'
import { socioKeys } from './socio-keys'

const responseSchema = successEnvelope(socioDetailSchema)

/** GET /socios/getSocio: a member's record, for their own card or for an administrator. */
async function fetchSocioDetail(id: number) {
  const json = await http.get('socios/getSocio', { searchParams: { id } }).json()
  return v.parse(responseSchema, json).response
}

export const socioDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: socioKeys.detail(id), queryFn: () => fetchSocioDetail(id) })
