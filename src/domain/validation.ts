import * as v from 'valibot'

export type Validation<T> = { success: true; output: T } | { success: false; messages: string[] }

/** Parses `input`; on failure, one Spanish message per field in the schema's order. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return { success: true, output: result.output }
  return { success: false, messages: [...new Set(result.issues.map((issue) => issue.message))] }
}
