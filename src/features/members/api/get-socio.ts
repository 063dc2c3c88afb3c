import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioDetailSchema } from '@/domain/socios-api'
import { http } from '@/lib/http'
import { socioKeys } from './socio-keys'

const responseSchema = successEnvelope(socioDetailSchema)

async function getSocio(id: number) {
  const json = await http.get('socios/getSocio', { searchParams: { id } }).json()
  return v.parse(responseSchema, json).response
}

export const socioQueryOptions = (id: number) =>
  queryOptions({ queryKey: socioKeys.detail(id), queryFn: () => getSocio(id) })

export const useSocio = (id: number) => useSuspenseQuery(socioQueryOptions(id)).data
