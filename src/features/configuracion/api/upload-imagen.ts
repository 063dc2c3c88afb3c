import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import {
  imagenSubidaSchema,
  type TipoImagenClub,
} from '@/domain/configuracion/configuracion-imagenes'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(imagenSubidaSchema)

/**
 * POST /settings/imagenes?tipo= (docs/product.md#api-settings): the image is the body; the
 * answer is the `src` to put in the settings, which are saved apart.
 */
async function uploadImagen({ tipo, file }: { tipo: TipoImagenClub; file: Blob }) {
  // Up to 10 MB and the server's re-encoding (a hero: eight files): more than a JSON call.
  const json = await http
    .post('settings/imagenes', { searchParams: { tipo }, body: file, timeout: 120_000 })
    .json()
  return v.parse(responseSchema, json).response.src
}

export const useUploadImagen = () => useMutation({ mutationFn: uploadImagen })
