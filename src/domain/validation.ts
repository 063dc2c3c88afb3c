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

export const CARACTER_NULO = 'El texto contiene un carácter no válido'

/**
 * Whether a string anywhere in `value` (a key too) holds U+0000, which PostgreSQL's `text`
 * and `jsonb` cannot store: refused as the client's mistake (400), never the database's.
 */
function tieneNulo(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || tieneNulo(item))
}

/** Parses `input`; on failure, one Spanish message per field in the schema's order. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Validation<v.InferOutput<S>> {
  if (tieneNulo(input)) return { success: false, messages: [CARACTER_NULO] }
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
