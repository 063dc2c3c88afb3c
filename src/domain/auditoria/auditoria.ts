import * as v from 'valibot'
import { paginaSchema, tamanioPaginaSchema } from '../paged.ts'

/**
 * What the activity log records (docs/product.md#registro-de-actividad): a closed list, also
 * the table's check constraint, so a new kind of entry is a change here and a migration.
 */
export const ACCIONES = [
  'ingreso',
  'ingreso-fallido',
  'clave-cambiada',
  'enlace-clave-creado',
  'sesiones-cerradas',
  'nivel-cambiado',
  'socio-editado',
  'socios-exportados',
  'busqueda-dni',
  'clave-qr-rotada',
  'pago',
  'cuota-anulada',
  'cuotas-generadas',
  'configuracion',
  'grupo-creado',
  'grupo-renombrado',
  'grupo-eliminado',
  'grupo-miembro-agregado',
  'grupo-miembro-quitado',
  'push-enviado',
  'dispositivo-registrado',
  'dispositivo-quitado',
  'actividad-creada',
  'actividad-editada',
  'inscripcion-alta',
  'inscripcion-baja',
] as const

export type Accion = (typeof ACCIONES)[number]

export const TAMANIOS_PAGINA_AUDITORIA = [25, 50, 100] as const

export const RANGO_INVALIDO = 'La fecha "desde" no puede ser posterior a la fecha "hasta"'

/** 'desde' after 'hasta': the server refuses it, the screen says so without asking. */
export const rangoInvalido = ({ desde, hasta }: { desde: string; hasta: string }) =>
  desde !== '' && hasta !== '' && desde > hasta

const MENSAJE = {
  accion: 'Acción inválida',
  fecha: 'La fecha debe tener el formato AAAA-MM-DD',
  rango: RANGO_INVALIDO,
  tamanio: 'El tamaño de página debe ser 25, 50 o 100',
} as const

/** A calendar day that exists (2026-02-30 does not), or '' for no limit. */
const dia = v.optional(
  v.union(
    [
      v.literal(''),
      v.pipe(v.string(MENSAJE.fecha), v.isoDate(MENSAJE.fecha), v.check(existe, MENSAJE.fecha)),
    ],
    MENSAJE.fecha,
  ),
  '',
)

function existe(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso
}

const entries = {
  /** Part of the actor's email, any case. */
  actor: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(254, 'El email es demasiado largo')),
    '',
  ),
  accion: v.optional(
    v.union([v.literal(''), v.picklist(ACCIONES, MENSAJE.accion)], MENSAJE.accion),
    '',
  ),
  desde: dia,
  hasta: dia,
  page: paginaSchema,
  pageSize: tamanioPaginaSchema(TAMANIOS_PAGINA_AUDITORIA, 25, MENSAJE.tamanio),
}

/** GET /api/auditoria's query and the screen's URL: same names, defaults and messages. */
export const auditoriaFiltrosSchema = v.pipe(
  v.object(entries),
  v.forward(
    v.check((f) => !rangoInvalido(f), MENSAJE.rango),
    ['hasta'],
  ),
)

export type AuditoriaFiltros = v.InferOutput<typeof auditoriaFiltrosSchema>

/** The same filters read from a URL: a bad value falls back to its default, not an error. */
export const auditoriaFiltrosUrlSchema = v.object({
  actor: v.fallback(entries.actor, ''),
  accion: v.fallback(entries.accion, ''),
  desde: v.fallback(entries.desde, ''),
  hasta: v.fallback(entries.hasta, ''),
  page: v.fallback(entries.page, 1),
  pageSize: v.fallback(entries.pageSize, 25),
})
