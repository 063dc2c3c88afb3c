import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioValidadoSchema, type SocioValidado } from '@/domain/porteria/gate-api'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(socioValidadoSchema)

/**
 * GET /socios/validarToken/{token} (docs/product.md#api-gate): the member the QR belongs to,
 * and their latest entry within the club's window.
 */
export async function validarToken(token: string): Promise<SocioValidado> {
  const json = await http
    .get(`socios/validarToken/${encodeURIComponent(token)}`, {
      headers: { 'X-Dispositivo': 'Control de Socios' },
      retry: 0,
    })
    .json()
  return v.parse(responseSchema, json).response
}
