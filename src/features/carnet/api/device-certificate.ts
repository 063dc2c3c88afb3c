import { del, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { clockOffset } from '@/domain/carnet/clock-offset'
import { decodeCertificado } from '@/domain/dispositivos/device-token'
import {
  certificadoRespuestaSchema,
  type CertificadoRespuesta,
} from '@/domain/dispositivos/dispositivos'
import { successEnvelope } from '@/domain/envelope'
import { CARD_CERTIFICADO_KEY, userStore } from '@/lib/offline/device-storage'
import { apiRefusalStatus, http } from '@/lib/http'
import { nombreDeEsteDispositivo } from '../utils/device-name'
import { forgetDeviceKey, publicJwk, type DeviceKey } from './device-key'

/** The server's last answer for this device, and when it came (ms since the epoch). */
export type StoredCertificado = CertificadoRespuesta & {
  emitido: number
  /** The server's clock minus this phone's then (ms): codes are signed by the server's time. */
  offsetMs?: number
}

const KEY = CARD_CERTIFICADO_KEY
/** A certificate lasts a week: renewed once a day whenever the card opens online. */
export const RENOVAR_CADA_MS = 24 * 60 * 60_000

export const storedCertificado = (): Promise<StoredCertificado | undefined> =>
  get<StoredCertificado>(KEY, userStore('cardDevice')).catch(() => undefined)

export const forgetCertificado = () => del(KEY, userStore('cardDevice')).catch(() => undefined)

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
 * renews its certificate, and keeps the answer. Our API's refusal forgets the old certificate
 * (the device may have been removed), and a refused key the key; anything else (no
 * connection, a 5xx, a page that is not our API's) keeps both.
 */
export async function registrarDispositivo(key: DeviceKey, socioId: number): Promise<Registro> {
  try {
    const json = { publicKey: await publicJwk(key), nombre: await nombreDeEsteDispositivo() }
    const sentAt = Date.now()
    const res = await http.post('socios/dispositivos', { json, retry: 0 })
    const receivedAt = Date.now()
    const answer = v.parse(responseSchema, await res.json()).response
    const decoded = decodeCertificado(answer.certificado)
    if (decoded?.socioId !== socioId || decoded.alg !== key.alg)
      return { ok: false, reason: 'fallo' }
    const offsetMs = clockOffset(res.headers.get('Date'), sentAt, receivedAt) ?? undefined
    const certificado: StoredCertificado = { ...answer, emitido: receivedAt, offsetMs }
    await set(KEY, certificado, userStore('cardDevice')).catch(() => undefined)
    return { ok: true, certificado }
  } catch (error) {
    // Only our API's own refusal: a stadium's captive portal answers 4xx pages too.
    const status = await apiRefusalStatus(error)
    if (status === null) return { ok: false, reason: 'fallo' }
    await forgetCertificado()
    if (status === 409) return { ok: false, reason: 'maximo' }
    // A removed device's key is refused for good: the next card registers a new one.
    if (status === 400) await forgetDeviceKey()
    return { ok: false, reason: 'rechazado' }
  }
}
