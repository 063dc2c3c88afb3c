import { HTTPError } from 'ky'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioGateSchema, type SocioGate } from '@/domain/porteria/gate-api'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(socioGateSchema)

/** GET /gate/socio?documento= ('Buscar por DNI'): the member, or null when there is none. */
export async function buscarSocioPorDni(documento: string): Promise<SocioGate | null> {
  try {
    const json = await http.get('gate/socio', { searchParams: { documento }, retry: 0 }).json()
    return v.parse(responseSchema, json).response
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null
    throw error
  }
}
