import { cuotasVencidas } from '../cuotas/cuotas.ts'
import type { DeviceTokenFailure, DeviceTokenVerification } from '../dispositivos/device-token.ts'
import { DISPOSITIVO_MENSAJE } from '../dispositivos/dispositivos.ts'
import { diaDelClub } from '../fecha.ts'
import type { CuotasGate, IngresoReciente, RosterSocio, Veredicto } from './gate-api.ts'
import type { QrVerification, QrVerifyFailure } from '../carnet/qr-token.ts'
import { INGRESO_RECIENTE_MINUTOS } from '../configuracion/configuracion.ts'

export type GateVerdict = {
  veredicto: Veredicto
  /** What the gatekeeper reads under the verdict. */
  motivo: string
  socio: RosterSocio | null
  /** A permitted verdict's flag: the member already entered within the club's window. */
  ingresoReciente: IngresoReciente | null
  /**
   * The member's cuotas past due at the verdict's club day, shown as 'Cuota al día' / 'Debe N
   * cuotas'; null without a member, or from a roster that does not carry the due dates.
   */
  cuotasVencidas: number | null
}

/** Why a code was refused, the server's or one the member's phone made. */
const MOTIVO_VERIFICACION: Record<QrVerifyFailure | DeviceTokenFailure, string> = {
  malformed: 'Código QR inválido',
  'unknown-key': 'Código QR inválido',
  'bad-signature': 'Código QR inválido',
  expired: 'Código QR vencido: pedile al socio que lo actualice',
  'not-yet-valid': 'Código QR inválido: revisá la hora de la tablet',
  'bad-certificate': 'Código QR inválido',
  stale: DISPOSITIVO_MENSAJE.vencido,
  'expired-certificate': DISPOSITIVO_MENSAJE.certificadoVencido,
  revoked: DISPOSITIVO_MENSAJE.revocado,
}

type Input = {
  /** A server's code (qr-token.ts) or one the member's phone made (device-token.ts). */
  verification: QrVerification | DeviceTokenVerification
  socio: RosterSocio | undefined
  /** When this tablet first accepted the same token, in seconds; undefined if never. */
  firstSeenAt: number | undefined
  nowSeconds: number
  /** The member's latest permitted entry this tablet knows of (its own or shared by sync). */
  ultimoIngreso?: IngresoReciente | undefined
  /** The club's window (`ingresoRecienteMinutos`); 0 flags nothing. */
  ventanaMinutos?: number
  /** The club's `denegarConCuotasVencidas`: this many cuotas past due deny; 0 never does. */
  denegarConCuotasVencidas?: number
}

/**
 * Why a member may not enter, in words a gatekeeper can say aloud (docs/product.md#gate-verdict),
 * on the kiosk and on the control screen.
 */
export const MOTIVOS_NO_INGRESO = {
  pendiente: 'Alta pendiente de aprobación',
  inactivo: 'Socio dado de baja / inactivo',
  cuotaImpaga: 'Cuota impaga',
} as const

/** The reason for a member whose estado is not 'Activo'; an unknown estado is named as is. */
export function motivoNoActivo(estado: string): string {
  if (estado === 'Pendiente') return MOTIVOS_NO_INGRESO.pendiente
  if (estado === 'Inactivo') return MOTIVOS_NO_INGRESO.inactivo
  return `Socio ${estado.toLowerCase()}`
}

/**
 * A member's fees at the gate on the club day `hoy` (docs/product.md#gate-verdict): how many
 * pending cuotas are past due (`vencimientos`: their due dates) and whether the club's
 * `denegarCon` (0: never) turns the member away for them. The server and the tablets alike.
 */
export function cuotasEnPorteria(
  vencimientos: readonly string[],
  hoy: string,
  denegarCon: number,
): CuotasGate {
  const vencidas = cuotasVencidas(vencimientos, hoy)
  return {
    alDia: vencidas === 0,
    cuotasVencidas: vencidas,
    cuotaImpaga: denegarCon > 0 && vencidas >= denegarCon,
  }
}

/**
 * Why a known member may not enter, or null: not 'Activo' first, then the club's fee rule.
 * What validarToken records as the check-in's `motivo`, as the kiosk does.
 */
export function motivoNoIngreso(estado: string, cuotaImpaga: boolean): string | null {
  if (estado !== 'Activo') return motivoNoActivo(estado)
  return cuotaImpaga ? MOTIVOS_NO_INGRESO.cuotaImpaga : null
}

/** 'Ya ingresó hace N min (tablet)': the flag of a second entry, on the kiosk and control. */
export function textoIngresoReciente({ at, tablet }: IngresoReciente, nowMs: number): string {
  const minutos = Math.floor(Math.max(0, nowMs - Date.parse(at)) / 60_000)
  return `Ya ingresó hace ${minutos < 1 ? 'menos de 1' : minutos} min (${tablet})`
}

/** Within the window either side of now: another tablet's clock may be a little ahead. */
const dentroDeVentana = (at: string, nowMs: number, minutos: number) =>
  minutos > 0 && Math.abs(nowMs - Date.parse(at)) < minutos * 60_000

const denied = (
  motivo: string,
  socio: RosterSocio | null,
  cuotasVencidas: number | null = null,
): GateVerdict => ({ veredicto: 'denegado', motivo, socio, ingresoReciente: null, cuotasVencidas })

/** The member's fees at the tablet's club day, from the roster's due dates (if it has them). */
const cuotasDe = (socio: RosterSocio, nowSeconds: number, denegarCon: number) =>
  socio.vencimientosPendientes
    ? cuotasEnPorteria(
        socio.vencimientosPendientes,
        diaDelClub(new Date(nowSeconds * 1000)),
        denegarCon,
      )
    : null

/**
 * What holds for a member found by a scan or a typed DNI alike: not 'Activo' is denied with
 * its reason, and so is a member with the club's number of cuotas past due; a member who
 * already entered within the window is let in, flagged.
 */
function decideMember(
  socio: RosterSocio,
  nowSeconds: number,
  ultimoIngreso: IngresoReciente | undefined,
  ventanaMinutos: number,
  denegarCon: number,
): GateVerdict {
  const cuotas = cuotasDe(socio, nowSeconds, denegarCon)
  const cuotasVencidas = cuotas?.cuotasVencidas ?? null
  const motivo = motivoNoIngreso(socio.estado, cuotas?.cuotaImpaga ?? false)
  if (motivo !== null) return denied(motivo, socio, cuotasVencidas)
  const nowMs = nowSeconds * 1000
  if (ultimoIngreso && dentroDeVentana(ultimoIngreso.at, nowMs, ventanaMinutos))
    return {
      veredicto: 'permitido',
      motivo: textoIngresoReciente(ultimoIngreso, nowMs),
      socio,
      ingresoReciente: ultimoIngreso,
      cuotasVencidas,
    }
  return {
    veredicto: 'permitido',
    motivo: 'Puede ingresar',
    socio,
    ingresoReciente: null,
    cuotasVencidas,
  }
}

/**
 * The gate's decision (issue 7): a valid token of an active member lets them in; a token
 * already used on this tablet is denied, since two people cannot enter with one code. A
 * member who already entered within the window with another code (issue 15: a screenshot
 * and the member's fresh code) is let in, flagged for the gatekeeper to look. With the club's
 * `denegarConCuotasVencidas` above 0, a member owing that many cuotas past due is denied
 * ('Cuota impaga'); the verdict carries the count either way, for the screen (issue 17). A
 * code the member's phone made (issue 20) lets them in alike; its refusals (a capture past
 * ±45 s, a removed phone, an ended certificate) have texts of their own.
 */
export function decideGate({
  verification,
  socio,
  firstSeenAt,
  nowSeconds,
  ultimoIngreso,
  ventanaMinutos = INGRESO_RECIENTE_MINUTOS,
  denegarConCuotasVencidas = 0,
}: Input): GateVerdict {
  if (!verification.ok) return denied(MOTIVO_VERIFICACION[verification.reason], null)
  if (!socio) return denied('Socio no encontrado', null)
  if (firstSeenAt !== undefined)
    return denied(
      `Código ya usado hace ${Math.max(0, Math.round(nowSeconds - firstSeenAt))} s`,
      socio,
      cuotasDe(socio, nowSeconds, denegarConCuotasVencidas)?.cuotasVencidas ?? null,
    )
  return decideMember(socio, nowSeconds, ultimoIngreso, ventanaMinutos, denegarConCuotasVencidas)
}

/**
 * The same decision for a DNI the gatekeeper typed (no camera, or a member without their
 * card): there is no token to check, the member's rules are the scan's.
 */
export function decideGatePorDocumento({
  socio,
  nowSeconds,
  ultimoIngreso,
  ventanaMinutos = INGRESO_RECIENTE_MINUTOS,
  denegarConCuotasVencidas = 0,
}: Omit<Input, 'verification' | 'firstSeenAt'>): GateVerdict {
  if (!socio) return denied('Socio no encontrado', null)
  return decideMember(socio, nowSeconds, ultimoIngreso, ventanaMinutos, denegarConCuotasVencidas)
}
