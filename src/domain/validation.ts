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
export const DEMASIADO_ANIDADO = 'La solicitud tiene demasiados niveles anidados'

/** Far deeper than any schema of the API (a few levels); a body may nest 30,000 in 64 KB. */
const MAX_PROFUNDIDAD = 64

/**
 * What no schema should see: a value nested past MAX_PROFUNDIDAD, or a string anywhere (a key
 * too) holding U+0000, which PostgreSQL's `text` and `jsonb` cannot store. Both are the
 * client's mistake (400), never the database's or the stack's. A loop, not a recursion: the
 * depth it looks at is the attacker's.
 */
function rechazo(input: unknown): string | null {
  const pending: [unknown, number][] = [[input, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return CARACTER_NULO
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth >= MAX_PROFUNDIDAD) return DEMASIADO_ANIDADO
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return CARACTER_NULO
      pending.push([item, depth + 1])
    }
  }
  return null
}

/** Parses `input`; on failure, one Spanish message per field in the schema's order. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Validation<v.InferOutput<S>> {
  const refused = rechazo(input)
  if (refused) return { success: false, messages: [refused] }
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
