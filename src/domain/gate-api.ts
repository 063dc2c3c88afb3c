import * as v from 'valibot'
import { fichaSocioEntries } from './socios-api.ts'

const fecha = v.pipe(v.string(), v.isoDate())
const instante = v.pipe(v.string(), v.isoTimestamp())

/**
 * The member as the control screen and the gate show them (docs/product.md#result-card):
 * GET /socios/validarToken/{token} and GET /gate/socio?documento= answer this.
 */
export const socioControlSchema = v.object({
  id: v.number(),
  ...fichaSocioEntries,
  apodo: v.nullable(v.string()),
  vencimiento: v.nullable(fecha),
  categoria: v.string(),
  estado: v.string(),
  /** estado 'Activo' (anything else is inactive, docs/product.md#member-estados). */
  activo: v.boolean(),
  /** Bearer-protected photo path (`/api/socios/{id}/foto?v=…`), or null without one. */
  foto: v.nullable(v.string()),
})
export type SocioControl = v.InferOutput<typeof socioControlSchema>

export const VEREDICTOS = ['permitido', 'denegado'] as const
export type Veredicto = (typeof VEREDICTOS)[number]

/** One access event recorded by a gate tablet while offline (POST /gate/checkins). */
export const checkinSchema = v.object({
  /** The tablet's idempotency key for this event: a replay never records it twice. */
  key: v.pipe(v.string(), v.regex(/^[\w-]{8,100}$/, 'Clave de registro inválida')),
  socioId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  at: instante,
  veredicto: v.picklist(VEREDICTOS, 'Veredicto inválido'),
  motivo: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  online: v.boolean(),
  dispositivo: v.pipe(v.string(), v.trim(), v.maxLength(60)),
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
  /** Check-ins of member numbers that do not exist: skipped, never an error. */
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
    }),
  ),
})

/** One member as an offline tablet needs them to decide alone (GET /gate/roster). */
export const rosterSocioSchema = v.object({
  id: v.number(),
  nombre: v.string(),
  apellido: v.string(),
  apodo: v.nullable(v.string()),
  documento: v.string(),
  estado: v.string(),
  vencimiento: v.nullable(fecha),
  /** Fees up to date; null until the fees issue exists. */
  alDia: v.nullable(v.boolean()),
  /** Changes when the photo changes (null: no photo): the tablet re-downloads only then. */
  fotoVersion: v.nullable(v.string()),
})
export type RosterSocio = v.InferOutput<typeof rosterSocioSchema>

/**
 * GET /gate/roster?since=<cursor>: the members changed since the cursor (all of them
 * without one), and the cursor to send next time.
 */
export const rosterSchema = v.object({
  cursor: v.string(),
  completo: v.boolean(),
  socios: v.array(rosterSocioSchema),
})
export type Roster = v.InferOutput<typeof rosterSchema>
