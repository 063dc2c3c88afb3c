import type { Context } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { DB_INTEGER_MAX } from '../../../src/domain/db-limits.ts'
import { validate } from '../../../src/domain/validation.ts'
import { json } from './envelope.ts'
import { documented } from './openapi/describe.ts'

/** 400 with the first message and the full list. */
export function invalid(c: Context, messages: string[]) {
  const message = messages[0] ?? 'La solicitud no es válida'
  return json(c, { success: false as const, message, error: message, errors: messages }, 400)
}

/** A shared valibot schema as the validator of the request's `target` and its description. */
const validated = <T extends 'json' | 'query', S extends v.GenericSchema>(target: T, schema: S) =>
  documented(
    validator(target, (value, c) => {
      const result = validate(schema, value)
      return result.success ? (result.output as v.InferOutput<S>) : invalid(c, result.messages)
    }),
    target,
    schema,
  )

/**
 * Validates the JSON body with a shared valibot schema (docs/architecture.md#validation); the
 * schema is also the body's description in the API reference (openapi/describe.ts).
 */
export const jsonBody = <S extends v.GenericSchema>(schema: S) => validated('json', schema)

/** Validates the query string with a shared valibot schema, as `jsonBody` the body. */
export const queryParams = <S extends v.GenericSchema>(schema: S) => validated('query', schema)

const idSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/),
  v.transform(Number),
  v.maxValue(DB_INTEGER_MAX),
)

/** An id of the path or query, or null when it is not one (past the integer range too). */
export const pathId = (raw: string | undefined): number | null => {
  const parsed = v.safeParse(idSchema, raw ?? '')
  return parsed.success ? parsed.output : null
}
