import * as v from 'valibot'
import { entero } from '../paged.ts'

// The route's address schema alone: /admin/notificaciones validates its address with it, and
// a route's search schema is in the entry chunk (docs/performance.md#first-load-js). The
// screen's texts are in push-envio-textos.ts.

/** The log's page in `/admin/notificaciones?page=`: a bad one is the first. */
export const enviosUrlSchema = v.object({
  page: v.fallback(v.optional(entero(1, ''), 1), 1),
})
