import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { reciboSchema, type PagoInput } from '@/domain/cuotas/cuotas-api'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { cuotaKeys } from './cuota-keys'
import { invalidateCuotas } from './invalidate-cuotas'

const responseSchema = successEnvelope(reciboSchema)

/** POST /cuotas/pagos: records a payment at the desk and answers its receipt. */
async function registrarPago(pago: PagoInput) {
  const json = await http.post('cuotas/pagos', { json: pago }).json()
  return v.parse(responseSchema, json).response
}

export function useRegistrarPago(socioId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registrarPago,
    onSuccess: (recibo) => {
      queryClient.setQueryData(cuotaKeys.recibo(recibo.id), recibo)
      return invalidateCuotas(queryClient, socioId)
    },
    // A 409 (another desk paid it first) leaves the list behind the truth: read it again.
    onError: () => invalidateCuotas(queryClient, socioId),
  })
}
