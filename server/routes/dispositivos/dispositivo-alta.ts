import { and, count, eq, isNull } from 'drizzle-orm'
import { deviceKeyParams } from '../../../src/domain/dispositivos/device-token.ts'
import {
  DISPOSITIVO_MENSAJE,
  jwkARaw,
  MAX_DISPOSITIVOS,
  type DispositivoAlta,
} from '../../../src/domain/dispositivos/dispositivos.ts'
import { base64UrlEncode } from '../../../src/domain/carnet/qr-token.ts'
import type { Db } from '../../db/client.ts'
import { dispositivos } from '../../db/schema/dispositivos.ts'
import { socios } from '../../db/schema/socios.ts'
import type { QrKeys } from '../carnet/qr-keys.ts'

const DAY_MS = 86_400_000

type Fallo = { kind: 'error'; status: 400 | 409; message: string }

export type AltaResult =
  | {
      kind: 'ok'
      id: number
      certificado: string
      validoHasta: Date
      /** A new device (false: the renewal of one the member already had). */
      nuevo: boolean
      alg: string
      nombre: string
    }
  | Fallo

const claveInvalida: Fallo = { kind: 'error', status: 400, message: DISPOSITIVO_MENSAJE.clave }

/** The device's raw public key, if it is a point WebCrypto takes (on the curve). */
async function claveDelDispositivo(jwk: DispositivoAlta['publicKey']) {
  const key = jwkARaw(jwk)
  if (!key) return null
  try {
    await globalThis.crypto.subtle.importKey(
      'raw',
      key.raw as Uint8Array<ArrayBuffer>,
      deviceKeyParams(key.alg),
      true,
      ['verify'],
    )
  } catch {
    return null
  }
  return { alg: key.alg, raw: key.raw, publicKey: base64UrlEncode(key.raw) }
}

type Registro = { id: number; validoHasta: Date }

/** What a registration or renewal writes on the device's row. */
type Renovacion = {
  nombre: string
  now: Date
  validoHasta: Date
  /** The session asking: a removal of the device ends it. */
  sessionId: number | null
}

/** Renews a live device of the member with this key; null when there is none. */
async function renovar(
  db: Db,
  socioId: number,
  publicKey: string,
  { nombre, now, validoHasta, sessionId }: Renovacion,
): Promise<Registro | 'ajena' | null> {
  const [actual] = await db
    .select({
      id: dispositivos.id,
      socioId: dispositivos.socioId,
      revokedAt: dispositivos.revokedAt,
    })
    .from(dispositivos)
    .where(eq(dispositivos.publicKey, publicKey))
  if (!actual) return null
  // Another member's key, or a device the member quitó: that phone makes a new key.
  if (actual.socioId !== socioId || actual.revokedAt) return 'ajena'
  const [renovado] = await db
    .update(dispositivos)
    .set({ nombre, renewedAt: now, validoHasta, sessionId })
    .where(and(eq(dispositivos.id, actual.id), isNull(dispositivos.revokedAt)))
    .returning({ id: dispositivos.id, validoHasta: dispositivos.validoHasta })
  return renovado ?? 'ajena'
}

/**
 * A new device, under the member's row locked FOR UPDATE: two registrations at once count
 * one after the other, so a member never ends with more than MAX_DISPOSITIVOS live ones.
 * Null when the key was stored meanwhile (the same phone twice at once).
 */
function insertar(
  db: Db,
  values: Renovacion & { socioId: number; userId: number; alg: string; publicKey: string },
): Promise<Registro | 'maximo' | null> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: socios.id })
      .from(socios)
      .where(eq(socios.id, values.socioId))
      .for('update')
    const [vivos] = await tx
      .select({ n: count() })
      .from(dispositivos)
      .where(and(eq(dispositivos.socioId, values.socioId), isNull(dispositivos.revokedAt)))
    if ((vivos?.n ?? 0) >= MAX_DISPOSITIVOS) return 'maximo'
    const [row] = await tx
      .insert(dispositivos)
      .values({
        socioId: values.socioId,
        userId: values.userId,
        nombre: values.nombre,
        alg: values.alg,
        publicKey: values.publicKey,
        createdAt: values.now,
        renewedAt: values.now,
        validoHasta: values.validoHasta,
        sessionId: values.sessionId,
      })
      .onConflictDoNothing()
      .returning({ id: dispositivos.id, validoHasta: dispositivos.validoHasta })
    return row ?? null
  })
}

/**
 * Registers a member's device, or renews it when its key is already theirs
 * (docs/product.md#api-dispositivos), and signs its certificate for `dias` days.
 */
export async function registrarDispositivo(
  db: Db,
  qrKeys: QrKeys,
  {
    socioId,
    userId,
    sessionId,
    alta,
    dias,
  }: {
    socioId: number
    userId: number
    sessionId: number | null
    alta: DispositivoAlta
    dias: number
  },
): Promise<AltaResult> {
  const clave = await claveDelDispositivo(alta.publicKey)
  if (!clave) return claveInvalida
  // Whole seconds: the certificate carries seconds, and the list must say the same.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000)
  const validoHasta = new Date(now.getTime() + dias * DAY_MS)
  const renovacion: Renovacion = { nombre: alta.nombre, now, validoHasta, sessionId }
  let nuevo = false
  let registro = await renovar(db, socioId, clave.publicKey, renovacion)
  if (registro === null) {
    const { alg, publicKey } = clave
    const insertado = await insertar(db, { ...renovacion, socioId, userId, alg, publicKey })
    if (insertado === 'maximo') {
      return { kind: 'error', status: 409, message: DISPOSITIVO_MENSAJE.maximo }
    }
    nuevo = insertado !== null
    // Stored by a request of the same phone at the same moment: renew that one.
    registro = insertado ?? (await renovar(db, socioId, clave.publicKey, renovacion))
  }
  if (registro === null || registro === 'ajena') return claveInvalida
  const certificado = await qrKeys.signCertificado({
    socioId,
    dispositivoId: registro.id,
    validoHasta: Math.floor(registro.validoHasta.getTime() / 1000),
    alg: clave.alg,
    publicKey: clave.raw,
  })
  return {
    kind: 'ok',
    id: registro.id,
    certificado,
    validoHasta: registro.validoHasta,
    nuevo,
    alg: clave.alg,
    nombre: alta.nombre,
  }
}
