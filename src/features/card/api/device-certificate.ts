import { del, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { decodeCertificado } from '@/domain/device-token'
import { certificadoRespuestaSchema, type CertificadoRespuesta } from '@/domain/dispositivos'
import { successEnvelope } from '@/domain/envelope'
import { userStore } from '@/lib/device-storage'
import { http, HTTPError } from '@/lib/http'
import { nombreDispositivo } from '../utils/device-name'
import { publicJwk, type DeviceKey } from './device-key'

/** The server's last answer for this device, and when it came (ms since the epoch). */
export type StoredCertificado = CertificadoRespuesta & { emitido: number }

const KEY = 'certificado'
/** A certificate lasts a week: renewed once a day whenever the card opens online. */
export const RENOVAR_CADA_MS = 24 * 60 * 60_000

export const storedCertificado = (): Promise<StoredCertificado | undefined> =>
  get<StoredCertificado>(KEY, userStore('cardDevice')).catch(() => undefined)

const forgetCertificado = () => del(KEY, userStore('cardDevice')).catch(() => undefined)

/** The stored certificate when it is this member's (one phone, one member at a time). */
export function certificadoDelSocio(stored: StoredCertificado | undefined, socioId: number) {
  return stored && decodeCertificado(stored.certificado)?.socioId === socioId ? stored : undefined
}

/** Whether to ask the server for a certificate: none yet, or one issued over a day ago. */
export const debeRenovar = (stored: StoredCertificado | undefined, now: number) =>
  !stored || now - stored.emitido >= RENOVAR_CADA_MS

export type Registro =
  | { ok: true; certificado: StoredCertificado }
  /** `maximo`: a 4th device; `rechazado`: the server refused this one; `fallo`: no answer. */
  | { ok: false; reason: 'maximo' | 'rechazado' | 'fallo' }

const responseSchema = successEnvelope(certificadoRespuestaSchema)

/**
 * POST /api/socios/dispositivos (docs/product.md#api-dispositivos): registers the device, or
 * renews its certificate, and keeps the answer. A refusal forgets the old certificate (the
 * device may have been removed); a failed connection keeps it.
 */
export async function registrarDispositivo(key: DeviceKey, socioId: number): Promise<Registro> {
  try {
    const json = await http
      .post('socios/dispositivos', {
        json: { publicKey: await publicJwk(key), nombre: nombreDispositivo(navigator.userAgent) },
        retry: 0,
      })
      .json()
    const answer = v.parse(responseSchema, json).response
    const decoded = decodeCertificado(answer.certificado)
    if (decoded?.socioId !== socioId || decoded.alg !== key.alg)
      return { ok: false, reason: 'fallo' }
    const certificado = { ...answer, emitido: Date.now() }
    await set(KEY, certificado, userStore('cardDevice')).catch(() => undefined)
    return { ok: true, certificado }
  } catch (error) {
    const status = error instanceof HTTPError ? error.response.status : 0
    if (status < 400 || status >= 500) return { ok: false, reason: 'fallo' }
    await forgetCertificado()
    return { ok: false, reason: status === 409 ? 'maximo' : 'rechazado' }
  }
}
