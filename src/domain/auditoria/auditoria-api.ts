import * as v from 'valibot'
import { pagedSchema } from '../paged.ts'
import { ACCIONES } from './auditoria.ts'

// Apart from the filters, which the route's search validation keeps in the entry chunk
// (docs/performance.md#first-load-js).
const detalleValor = v.union([v.string(), v.number(), v.boolean(), v.null()])

/** One entry as the API answers it; `actor` is null for what no one signed in did (the CLI). */
export const auditoriaEntradaSchema = v.object({
  id: v.number(),
  at: v.pipe(v.string(), v.isoTimestamp()),
  actor: v.nullable(v.object({ id: v.nullable(v.number()), email: v.string() })),
  ip: v.nullable(v.string()),
  accion: v.picklist(ACCIONES),
  detalle: v.record(v.string(), v.union([detalleValor, v.array(detalleValor)])),
  /** The member the entry is about (`socio` or `socioId` in `detalle`), named; null if gone. */
  socio: v.optional(v.nullable(v.object({ id: v.number(), nombre: v.string() }))),
})

export const auditoriaListaSchema = pagedSchema(auditoriaEntradaSchema)

export type AuditoriaEntrada = v.InferOutput<typeof auditoriaEntradaSchema>
export type AuditoriaLista = v.InferOutput<typeof auditoriaListaSchema>
/** What an entry may carry: a few flat values, never a password, hash, token or whole body. */
export type Detalle = Record<string, string | number | boolean | null | (string | number)[]>
