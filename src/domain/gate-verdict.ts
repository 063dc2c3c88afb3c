import type { RosterSocio, Veredicto } from './gate-api.ts'
import type { QrVerification } from './qr-token.ts'

export type GateVerdict = {
  veredicto: Veredicto
  /** What the gatekeeper reads under the verdict. */
  motivo: string
  socio: RosterSocio | null
}

const MOTIVO_VERIFICACION = {
  malformed: 'Código QR inválido',
  'unknown-key': 'Código QR inválido',
  'bad-signature': 'Código QR inválido',
  expired: 'Código QR vencido: pedile al socio que lo actualice',
  'not-yet-valid': 'Código QR inválido: revisá la hora de la tablet',
} as const

type Input = {
  verification: QrVerification
  socio: RosterSocio | undefined
  /** When this tablet first accepted the same token, in seconds; undefined if never. */
  firstSeenAt: number | undefined
  nowSeconds: number
}

/**
 * The gate's decision (issue 7): a valid token of an active member lets them in; a token
 * already used on this tablet is flagged, since two people cannot enter with one code.
 */
export function decideGate({ verification, socio, firstSeenAt, nowSeconds }: Input): GateVerdict {
  if (!verification.ok)
    return { veredicto: 'denegado', motivo: MOTIVO_VERIFICACION[verification.reason], socio: null }
  if (!socio) return { veredicto: 'denegado', motivo: 'Socio no encontrado', socio: null }
  if (firstSeenAt !== undefined)
    return {
      veredicto: 'denegado',
      motivo: `Código ya usado hace ${Math.max(0, Math.round(nowSeconds - firstSeenAt))} s`,
      socio,
    }
  if (socio.estado !== 'Activo')
    return { veredicto: 'denegado', motivo: `Socio ${socio.estado.toLowerCase()}`, socio }
  return { veredicto: 'permitido', motivo: 'Puede ingresar', socio }
}
