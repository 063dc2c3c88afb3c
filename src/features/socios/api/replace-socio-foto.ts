import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { socioDetailSchema } from '@/domain/socios/socios-api'
import { socioKeys } from '@/entities/socio/socio-keys'
import { http } from '@/lib/http'
import type { TipoDocumento } from './socio-imagen'

/** A member's image as the edit names it (the registration's names). */
export type FotoCampo = 'fotoSocio' | TipoDocumento

const responseSchema = successEnvelope(socioDetailSchema)

/**
 * PUT /socios/{id}/foto or /socios/{id}/imagenes/{tipo}: the image is the body, and the
 * server replaces the file and its row together (docs/product.md#api-socios).
 */
async function replaceSocioFoto({
  id,
  campo,
  photo,
}: {
  id: number
  campo: FotoCampo
  photo: Blob
}) {
  const path = campo === 'fotoSocio' ? `socios/${id}/foto` : `socios/${id}/imagenes/${campo}`
  // Up to 10 MB on the desk's connection: more time than a JSON call gets.
  const json = await http.put(path, { body: photo, timeout: 60_000 }).json()
  return v.parse(responseSchema, json).response
}

export function useReplaceSocioFoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replaceSocioFoto,
    onSuccess: async (socio, { id, campo }) => {
      queryClient.setQueryData(socioKeys.detail(socio.id), socio)
      await queryClient.invalidateQueries({
        queryKey: campo === 'fotoSocio' ? socioKeys.photos(id) : socioKeys.imagen(id, campo),
      })
    },
  })
}
