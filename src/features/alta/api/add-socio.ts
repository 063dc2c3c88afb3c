import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { altaSocioResponseSchema, type AltaSocioResponse } from '@/domain/alta/alta-socio'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { enqueue } from '@/lib/offline/outbox'
import { announceOutboxChange, requestOutboxSync } from '@/lib/offline/use-outbox'
import { toMultipart, type AltaForm } from '../utils/alta-form'
import { altaOutbox } from './alta-outbox'

const responseSchema = successEnvelope(altaSocioResponseSchema)

export type AltaResult = { queued: false; socio: AltaSocioResponse } | { queued: true }

type Variables = { form: AltaForm; idempotencyKey: string }

/** A network failure (not a server answer): the registration can wait in the outbox. */
const isOffline = (error: unknown) =>
  !navigator.onLine ||
  error instanceof TypeError ||
  (error instanceof Error && error.name === 'TimeoutError')

async function addSocio({ form, idempotencyKey }: Variables): Promise<AltaResult> {
  const { fields, files } = toMultipart(form)
  if (navigator.onLine) {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    for (const file of files) body.append(file.field, file.blob, file.name)
    try {
      const json = await http
        .post('socios/addSocio', {
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
          timeout: 60_000,
          retry: 0,
        })
        .json()
      return { queued: false, socio: v.parse(responseSchema, json).response }
    } catch (error) {
      if (!isOffline(error)) throw error
    }
  }
  // The member's data and password are sealed; the session is the one of delivery time.
  const { socio, ...plain } = fields
  await enqueue({
    key: idempotencyKey,
    url: altaOutbox.url,
    label: `${form.socio.apellido}, ${form.socio.nombre} (DNI ${form.socio.documento})`,
    fields: plain,
    secretFields: { socio: socio! },
    files,
    createdAt: Date.now(),
  })
  announceOutboxChange()
  void requestOutboxSync()
  return { queued: true }
}

/**
 * POST /socios/addSocio, or into the outbox when there is no connection
 * (docs/architecture.md#offline).
 */
export const useAddSocio = () => useMutation({ mutationFn: addSocio, networkMode: 'always' })
