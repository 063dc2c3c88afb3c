import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioControlSchema, type SocioControl } from '@/domain/gate-api'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(socioControlSchema)

/** GET /socios/validarToken/{token} (docs/product.md#api-gate): the member the QR belongs to. */
export async function validarToken(token: string): Promise<SocioControl> {
  const json = await http
    .get(`socios/validarToken/${encodeURIComponent(token)}`, {
      headers: { 'X-Dispositivo': 'Control de Socios' },
      retry: 0,
    })
    .json()
  return v.parse(responseSchema, json).response
}
