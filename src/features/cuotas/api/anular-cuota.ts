import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { cuotaSchema } from '@/domain/cuotas/cuotas-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { invalidateCuotas } from './invalidate-cuotas'

const responseSchema = successEnvelope(cuotaSchema)

/** POST /cuotas/{id}/anular with the reason. */
async function anularCuota({ id, motivo }: { id: number; motivo: string }) {
  const json = await http.post(`cuotas/${id}/anular`, { json: { motivo } }).json()
  return v.parse(responseSchema, json).response
}

export function useAnularCuota(socioId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: anularCuota,
    onSettled: () => invalidateCuotas(queryClient, socioId),
  })
}
