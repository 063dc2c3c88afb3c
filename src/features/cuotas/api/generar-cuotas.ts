import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { generarCuotasResultSchema } from '@/domain/cuotas/cuotas-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { invalidateCuotas } from './invalidate-cuotas'

const responseSchema = successEnvelope(generarCuotasResultSchema)

/** POST /cuotas/generar: one cuota per active member for the period; idempotent. */
async function generarCuotas(periodo: string) {
  // Up to 10,000 members in one statement: more time than a plain call.
  const json = await http.post('cuotas/generar', { json: { periodo }, timeout: 60_000 }).json()
  return v.parse(responseSchema, json).response
}

export function useGenerarCuotas() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generarCuotas,
    onSuccess: () => invalidateCuotas(queryClient),
  })
}
