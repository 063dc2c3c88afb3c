import * as v from 'valibot'

/** Success body of every API call (docs/architecture.md#api-envelope). */
export const successEnvelope = <T extends v.GenericSchema>(response: T) =>
  v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    response,
  })

/** Failure body: a real HTTP status plus the Spanish text in both fields. */
export const failureEnvelope = v.object({
  success: v.literal(false),
  message: v.string(),
  error: v.string(),
})

export type FailureEnvelope = v.InferOutput<typeof failureEnvelope>
