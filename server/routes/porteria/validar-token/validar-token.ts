import { Hono } from 'hono'
import {
  socioValidadoSchema,
  type SocioValidado,
} from '../../../../src/domain/porteria/gate-api.ts'
import {
  decodeDeviceToken,
  isDeviceToken,
  type DeviceTokenFailure,
} from '../../../../src/domain/dispositivos/device-token.ts'
import { DISPOSITIVO_MENSAJE } from '../../../../src/domain/dispositivos/dispositivos.ts'
import { motivoNoIngreso } from '../../../../src/domain/porteria/gate-verdict.ts'
import { decodeQrToken, type QrVerifyFailure } from '../../../../src/domain/carnet/qr-token.ts'
import { gatekeeper } from '../../../lib/auth/auth.ts'
import type { AppEnv } from '../../../lib/http/context.ts'
import { failureBody, json, successBody } from '../../../lib/http/envelope.ts'
import { noStore } from '../../../lib/http/no-store.ts'
import { describe } from '../../../lib/http/openapi/describe.ts'
import type { QrKeys } from '../../carnet/qr-keys.ts'
import type { UserRow } from '../../../lib/auth/users.ts'
import { nombreDispositivo, type CheckinBuffer } from '../checkin-buffer.ts'
import type { MemberCopy } from '../member-copy.ts'
import type { RecentEntries } from '../recent-entries.ts'
import type { RevokedDevices } from './revoked-devices.ts'
import { socioParaUsuario } from '../socio-view.ts'
import { verifyDevice } from './verify-device.ts'

/** The route's whole path, up to the token. */
export const VALIDAR_TOKEN_PREFIX = '/api/socios/validarToken/'

export const VALIDAR_TOKEN = {
  invalido: 'Código QR inválido',
  vencido: 'Código QR vencido: pedile al socio que lo actualice',
  noEncontrado: 'Socio no encontrado',
} as const

/** What a denied check-in records as its reason. */
const MOTIVO: Record<'expired' | 'not-yet-valid', string> = {
  expired: 'Código QR vencido',
  'not-yet-valid': 'Código QR con fecha futura',
}

/**
 * A phone-made code refused for a reason of its own: its answer and, when both signatures
 * held (the member is genuine), the denied check-in's reason. Any other refusal is 'Código QR
 * inválido', unrecorded.
 */
const DEVICE_REFUSAL: Partial<
  Record<DeviceTokenFailure, { status: 400 | 410; message: string; motivo: string | null }>
> = {
  stale: { status: 410, message: DISPOSITIVO_MENSAJE.vencido, motivo: 'Código vencido' },
  'expired-certificate': {
    status: 410,
    message: DISPOSITIVO_MENSAJE.certificadoVencido,
    motivo: null,
  },
  revoked: { status: 400, message: DISPOSITIVO_MENSAJE.revocado, motivo: 'Dispositivo quitado' },
}

/** A failure whose signature held: the member is known, so the attempt is recorded. */
const signed = (reason: QrVerifyFailure): reason is 'expired' | 'not-yet-valid' =>
  reason === 'expired' || reason === 'not-yet-valid'

/** An answer of validarToken: its HTTP status and envelope. */
export type ValidarTokenAnswer =
  | { status: 200; body: ReturnType<typeof successBody<SocioValidado>> }
  | { status: 400 | 404 | 410; body: ReturnType<typeof failureBody> }

const denied = (status: 400 | 404 | 410, message: string): ValidarTokenAnswer => ({
  status,
  body: failureBody(message),
})

/**
 * What validarToken works with: this process's keys, member copy, check-in buffer, recent
 * entries and revoked devices.
 */
export type ValidarTokenDeps = {
  qrKeys: QrKeys
  memberCopy: MemberCopy
  checkins: CheckinBuffer
  recentEntries: RecentEntries
  revokedDevices: RevokedDevices
}

/**
 * GET /socios/validarToken/{token} (docs/product.md#api-gate): the member a scanned QR belongs
 * to, for a gatekeeper already let through: a code the server signed, or one the member's
 * phone made (verify-device.ts), whose refusals have texts of their own. Every scan of a
 * genuine code is recorded as a check-in, allowed or denied; a member who is not 'Activo' is answered (activo: false) so the screen
 * shows 'Socio Inactivo' with their photo. The member's fees are counted at the scan's club day
 * (`alDia`, `cuotasVencidas`); with the club's `denegarConCuotasVencidas` they may deny entry
 * ('Cuota impaga', `cuotaImpaga`). `ingresoReciente` is the member's latest permitted
 * entry within the club's window before this one, from any gate (recent-entries.ts): a
 * second entry is flagged, still let in. The hot path: the keys as this process holds
 * them, the signature in a thread of its own (signature-thread.ts), the member from this
 * process's copy (member-copy.ts), and the check-in written before the answer, in one INSERT
 * with the other scans of the moment (checkin-buffer.ts).
 * Served by the Hono route below and, in the running server, straight on Node's HTTP
 * server (validar-token-node.ts).
 */
export async function validarToken(
  { qrKeys, memberCopy, checkins, recentEntries, revokedDevices }: ValidarTokenDeps,
  token: string,
  user: UserRow,
  dispositivo: string | undefined,
): Promise<ValidarTokenAnswer> {
  const tablet = nombreDispositivo(dispositivo)
  const record = (socioId: number, veredicto: 'permitido' | 'denegado', motivo: string | null) =>
    checkins.record({ socioId, veredicto, motivo, dispositivo: tablet, userId: user.id })

  let socioId: number
  if (isDeviceToken(token)) {
    const verification = await verifyDevice(qrKeys, revokedDevices, token)
    if (!verification.ok) {
      const refusal = DEVICE_REFUSAL[verification.reason]
      if (!refusal) return denied(400, VALIDAR_TOKEN.invalido)
      // Both signatures held, so the member number is genuine: the attempt is recorded.
      const id = decodeDeviceToken(token)!.certificado.socioId
      if (refusal.motivo && (await memberCopy.get(id))) await record(id, 'denegado', refusal.motivo)
      return denied(refusal.status, refusal.message)
    }
    socioId = verification.claims.socioId
  } else {
    const verification = await qrKeys.verify(token)
    if (!verification.ok) {
      const { reason } = verification
      if (!signed(reason)) return denied(400, VALIDAR_TOKEN.invalido)
      // The signature held, so the member number is genuine: the attempt is recorded.
      const id = decodeQrToken(token)!.socioId
      if (await memberCopy.get(id)) await record(id, 'denegado', MOTIVO[reason])
      return reason === 'expired'
        ? denied(410, VALIDAR_TOKEN.vencido)
        : denied(400, VALIDAR_TOKEN.invalido)
    }
    socioId = verification.claims.socioId
  }

  const socio = await memberCopy.get(socioId)
  if (!socio) return denied(404, VALIDAR_TOKEN.noEncontrado)
  const now = Date.now()
  const ingresoReciente = await recentEntries.latest(socio.id, now)
  const cuotas = memberCopy.cuotas(socio, now)
  const motivo = motivoNoIngreso(socio.estado, cuotas.cuotaImpaga)
  if (motivo === null) {
    // Noted before the write, so that a second code of the member scanned meanwhile is
    // flagged; a failed write (a 500) leaves the note, and may flag the next scan.
    recentEntries.note(socio.id, now, tablet)
    await record(socio.id, 'permitido', null)
  } else await record(socio.id, 'denegado', motivo)
  return {
    status: 200,
    body: successBody(socioParaUsuario(user, socio, cuotas, { ingresoReciente })),
  }
}

/**
 * For administrators and the `control` department (the session middleware ran before). Its
 * description is the API reference's for the listener below Hono too (validar-token-node.ts),
 * which answers the same.
 */
export function validarTokenRoute(deps: ValidarTokenDeps) {
  return new Hono<AppEnv>().get(
    '/validarToken/:token',
    describe({
      id: 'validarToken',
      tag: 'porteria',
      summary: 'Validar el QR de un carnet en la portería, y registrar el ingreso',
      description: `El socio de un código firmado por el servidor o hecho por su teléfono. Cada lectura de un código genuino registra un ingreso, permitido o denegado ('Socio Inactivo', 'Cuota impaga'); \`ingresoReciente\` marca un segundo ingreso dentro de la ventana del club. Un socio no activo se responde igual (\`activo: false\`). \`Cache-Control: no-store\`, sin compresión.

El servidor de \`npm start\` la atiende antes de Hono, directo en el servidor HTTP de Node (el camino rápido de la portería), con las mismas respuestas, encabezados y reglas de acceso que esta ruta.`,
      access: 'gate',
      parameters: [
        {
          name: 'token',
          in: 'path',
          required: true,
          description: 'El código leído del QR',
          schema: { type: 'string' },
        },
        {
          name: 'X-Dispositivo',
          in: 'header',
          required: false,
          description: 'El nombre de la tableta, para el registro del ingreso',
          schema: { type: 'string' },
        },
      ],
      answer: socioValidadoSchema,
      errors: {
        400: `'${VALIDAR_TOKEN.invalido}', o un teléfono que el socio quitó`,
        404: `'${VALIDAR_TOKEN.noEncontrado}'`,
        410: `'${VALIDAR_TOKEN.vencido}', o el código o el certificado de un teléfono vencidos`,
      },
    }),
    noStore,
    gatekeeper,
    async (c) => {
      const { status, body } = await validarToken(
        deps,
        c.req.param('token'),
        c.get('user')!,
        c.req.header('X-Dispositivo'),
      )
      return json(c, body, status)
    },
  )
}
