import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { qrTokenSchema } from '@/domain/carnet/qr-token'
import { http } from '@/lib/http'
import { carnetKeys } from './carnet-keys'

/**
 * A new token every 4 minutes, though the card says 5 (the token lives 5; docs/product.md#qr-code).
 */
export const QR_REFRESH_MS = 4 * 60_000

const responseSchema = successEnvelope(qrTokenSchema)

async function generarToken(id: number): Promise<string> {
  const json = await http.post('socios/generarToken', { json: { id }, retry: 0 }).json()
  return v.parse(responseSchema, json).response
}

/**
 * POST /socios/generarToken on load, every 4 minutes, and when the app comes back to the
 * foreground or online; the last token is persisted and shown while it lasts.
 */
export const qrTokenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: carnetKeys.token(id),
    queryFn: () => generarToken(id),
    staleTime: 0,
    refetchInterval: QR_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    retry: 2,
  })

export const useQrToken = (id: number, enabled: boolean) =>
  useQuery({ ...qrTokenQueryOptions(id), enabled })
