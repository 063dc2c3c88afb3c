import * as v from 'valibot'

// Kept apart from alta-form.ts: the route validates its address with this, and a route's
// search schema is in the entry chunk.

export const PASOS = ['datos', 'documentacion', 'responsables', 'contacto'] as const
export type Paso = (typeof PASOS)[number]

/**
 * `/admin/socios/alta`'s address: the wizard's step, so Back and Forward move between steps
 * (docs/product.md#steps). Absent or unknown, the first step.
 */
export const altaUrlSchema = v.object({
  paso: v.fallback(v.optional(v.picklist(PASOS)), undefined),
})
