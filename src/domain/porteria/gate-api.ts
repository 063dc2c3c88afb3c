import * as v from 'valibot'
import { hasta, LIMITES } from '../limites.ts'
import { fichaSocioEntries } from '../socios/socios-api.ts'
import { DOCUMENTO_HASH } from '../alta/documento-hash.ts'

const fecha = v.pipe(v.string(), v.isoDate())
const instante = v.pipe(v.string(), v.isoTimestamp())

/**
 * The member's fees as the gate tells them (docs/product.md#result-card), counted at the
 * request's club day. Optional for a server that does not send them: then the card says
 * nothing of fees.
 */
const cuotasGateEntries = {
  /** No pending cuota past its due date (docs/product.md#al-dia). */
  alDia: v.optional(v.boolean()),
  /** How many pending cuotas are past due: 'Debe N cuotas' (`estadoCuotaTexto`). */
  cuotasVencidas: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /**
   * The club's rule turns the member away for them: at least `denegarConCuotasVencidas`
   * past due, when that setting is above 0 (docs/product.md#gate-verdict).
   */
  cuotaImpaga: v.optional(v.boolean()),
}
export type CuotasGate = { alDia: boolean; cuotasVencidas: number; cuotaImpaga: boolean }

/**
 * The member as any gatekeeper sees them (docs/product.md#result-card): what the gate needs to
 * let someone in, and nothing of their contact, address, birth date or DNI. GET
 * /socios/validarToken/{token} and GET /gate/socio?documento= answer this to the `control`
 * department.
 */
export const socioPorteriaSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  apellido: v.string(),
  apodo: v.nullable(v.string()),
  /** Bearer-protected photo path (`/api/socios/{id}/foto?v=…`), or null without one. */
  foto: v.nullable(v.string()),
  estado: v.string(),
  /** estado 'Activo' (anything else is inactive, docs/product.md#member-estados). */
  activo: v.boolean(),
  vencimiento: v.nullable(fecha),
  categoria: v.string(),
  ...cuotasGateEntries,
})
export type SocioPorteria = v.InferOutput<typeof socioPorteriaSchema>

/** The whole result card, which the same calls answer to administrators. */
export const socioControlSchema = v.object({
  ...socioPorteriaSchema.entries,
  ...fichaSocioEntries,
})
export type SocioControl = v.InferOutput<typeof socioControlSchema>

/** What a gate call answers: the whole card (administrators) or the gate's part of it. */
export const socioGateSchema = v.union([socioControlSchema, socioPorteriaSchema])
export type SocioGate = SocioControl | SocioPorteria

/** Whether the answer is the whole card, as administrators get it. */
export const esFichaCompleta = (socio: SocioGate): socio is SocioControl => 'documento' in socio

/** The latest permitted entry of a member, from any gate (docs/product.md#api-gate). */
export const ingresoRecienteSchema = v.object({
  at: instante,
  /** The gate that let them in (its `dispositivo`). */
  tablet: v.string(),
})
export type IngresoReciente = v.InferOutput<typeof ingresoRecienteSchema>

/**
 * GET /socios/validarToken/{token}: the member, and their latest permitted entry within the
 * club's window before this scan (null: none). Optional for a server that does not send it.
 */
const reciente = { ingresoReciente: v.optional(v.nullable(ingresoRecienteSchema), null) }
export const socioValidadoSchema = v.union([
  v.object({ ...socioControlSchema.entries, ...reciente }),
  v.object({ ...socioPorteriaSchema.entries, ...reciente }),
])
export type SocioValidado = v.InferOutput<typeof socioValidadoSchema>

export const VEREDICTOS = ['permitido', 'denegado'] as const
export type Veredicto = (typeof VEREDICTOS)[number]

/** How the gate identified the member: their card's QR code, or the DNI the gatekeeper typed. */
export const VIAS = ['qr', 'dni'] as const
export type Via = (typeof VIAS)[number]

/** One access event recorded by a gate tablet while offline (POST /gate/checkins). */
export const checkinSchema = v.object({
  /** The tablet's idempotency key for this event: a replay never records it twice. */
  key: v.pipe(v.string(), v.regex(/^[\w-]{8,100}$/, 'Clave de registro inválida')),
  socioId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  at: instante,
  veredicto: v.picklist(VEREDICTOS, 'Veredicto inválido'),
  motivo: v.optional(v.nullable(v.pipe(v.string(), hasta(LIMITES.checkins.motivo)))),
  online: v.boolean(),
  dispositivo: v.pipe(v.string(), v.trim(), hasta(LIMITES.checkins.dispositivo)),
  /** Absent: 'qr' (tablets from before typed DNIs sent none). */
  via: v.optional(v.picklist(VIAS, 'Vía de ingreso inválida')),
})
export type Checkin = v.InferOutput<typeof checkinSchema>

export const checkinsBatchSchema = v.object({
  checkins: v.pipe(
    v.array(checkinSchema),
    v.minLength(1, 'No hay registros para enviar'),
    v.maxLength(500, 'Hasta 500 registros por envío'),
  ),
})
export const checkinsResultSchema = v.object({
  recibidos: v.number(),
  repetidos: v.number(),
  /**
   * Check-ins skipped for good, never an error: of member numbers that do not exist, or
   * dated over 7 days ago or more than 2 minutes ahead of the server's clock.
   */
  descartados: v.optional(v.number()),
})

/** GET /gate/stats: today's entries (club's calendar day) and the latest ones. */
export const gateStatsSchema = v.object({
  hoy: v.number(),
  ultimos: v.array(
    v.object({
      socioId: v.number(),
      nombre: v.string(),
      apellido: v.string(),
      at: instante,
      veredicto: v.picklist(VEREDICTOS),
      online: v.boolean(),
      /** Which gate recorded it. */
      dispositivo: v.string(),
      via: v.picklist(VIAS),
    }),
  ),
})

/** One member as an offline tablet needs them to decide alone (GET /gate/roster). */
export const rosterSocioSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  apellido: v.string(),
  apodo: v.nullable(v.string()),
  /**
   * 16 bits of the DNI's keyed hash under the roster's `documentoKey`, 4 hex digits
   * (src/domain/alta/documento-hash.ts): it narrows a typed DNI to a few members, never names one.
   */
  documentoHash: v.pipe(v.string(), v.regex(DOCUMENTO_HASH)),
  estado: v.string(),
  vencimiento: v.nullable(fecha),
  /**
   * Always null: whether the member is up to date changes when a cuota falls due, which no
   * delta sends, so the tablet counts from `vencimientosPendientes` at its own date (ADR 0028).
   */
  alDia: v.nullable(v.boolean()),
  /**
   * The due dates ('YYYY-MM-DD', ascending) of the member's pending cuotas; absent from a
   * server before fees (the tablet then says nothing of them).
   */
  vencimientosPendientes: v.optional(v.array(fecha)),
  /** Changes when the photo changes (null: no photo): the tablet re-downloads only then. */
  fotoVersion: v.nullable(v.string()),
})
export type RosterSocio = v.InferOutput<typeof rosterSocioSchema>

/**
 * The permitted entries of the last `minutos` (the club's window, 0: not flagged), the latest
 * per member: a tablet flags a second entry even of a member who came in through another.
 */
export const rosterRecientesSchema = v.object({
  minutos: v.number(),
  ingresos: v.array(v.object({ socioId: v.number(), ...ingresoRecienteSchema.entries })),
})
export type RosterRecientes = v.InferOutput<typeof rosterRecientesSchema>

/**
 * GET /gate/roster?since=<cursor>: the members changed since the cursor (all of them
 * without one), the cursor to send next time, the recent entries (always all of them) and
 * the key their DNIs are hashed with.
 */
export const rosterSchema = v.object({
  cursor: v.string(),
  completo: v.boolean(),
  /**
   * The gate key (base64url): the tablet hashes a typed DNI with it to find the candidates.
   * One per deployment, never rotated: two rosters under different keys would intersect.
   */
  documentoKey: v.string(),
  socios: v.array(rosterSocioSchema),
  recientes: v.optional(rosterRecientesSchema),
  /**
   * The club's `denegarConCuotasVencidas`: a member with this many cuotas past due is denied
   * ('Cuota impaga'); 0, and absent (a server before fees), never.
   */
  denegarConCuotasVencidas: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /**
   * The devices revoked whose certificate has not ended (always all of them): the tablet
   * refuses their codes offline (docs/architecture.md#device-token). Absent from a server
   * before device codes.
   */
  dispositivosRevocados: v.optional(v.array(v.number())),
})
export type Roster = v.InferOutput<typeof rosterSchema>
