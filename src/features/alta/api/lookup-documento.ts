import { HTTPError } from 'ky'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import {
  personaLookupSchema,
  socioListSchema,
  type PersonaLookup,
} from '@/domain/socios/socios-api'
import { http } from '@/lib/http'

const sociosResponse = successEnvelope(socioListSchema)
const personaResponse = successEnvelope(personaLookupSchema)

/** Whether a member with exactly this documento is already registered. */
export async function socioRegistrado(documento: string): Promise<boolean> {
  const json = await http
    .get('socios/getSocios', { searchParams: { search: documento, pageSize: '10' } })
    .json()
  return v.parse(sociosResponse, json).response.items.some((s) => s.persona.documento === documento)
}

/** The person with this documento (a guardian, a former member…), or null when unknown. */
export async function buscarPersona(documento: string): Promise<PersonaLookup | null> {
  try {
    const json = await http.get('socios/getPersonas', { searchParams: { documento } }).json()
    return v.parse(personaResponse, json).response
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null
    throw error
  }
}
