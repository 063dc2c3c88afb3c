import * as v from 'valibot'

export type Validation<T> = { success: true; output: T } | { success: false; messages: string[] }

/**
 * What a schema says when it gives no message of its own (a missing key, a wrong type):
 * Spanish, naming the key when valibot knows it at that point, never its English default.
 */
const SIN_MENSAJE: v.Config<v.BaseIssue<unknown>> = {
  abortPipeEarly: true,
  message: (issue) => {
    const campo = v.getDotPath(issue)
    return campo ? `Falta o no es válido el campo ${campo}` : 'La solicitud no es válida'
  },
}

/** Parses `input`; on failure, one Spanish message per field in the schema's order. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, SIN_MENSAJE)
  if (result.success) return { success: true, output: result.output }
  return { success: false, messages: [...new Set(result.issues.map((issue) => issue.message))] }
}

/** The first message for each field (`a.b` paths) of an invalid `input`; empty when valid. */
export function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, SIN_MENSAJE)
  if (result.success) return {}
  const { root, nested } = v.flatten(result.issues)
  const errors: Record<string, string> = {}
  for (const [path, messages] of Object.entries(nested ?? {})) {
    if (messages?.[0]) errors[path] = messages[0]
  }
  if (root?.[0]) errors[''] = root[0]
  return errors
}
