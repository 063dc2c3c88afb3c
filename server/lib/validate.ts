import type { Context } from 'hono'
import { validator } from 'hono/validator'
import type * as v from 'valibot'
import { validate } from '../../src/domain/validation.ts'
import { json } from './envelope.ts'

/** 400 with the first message and the full list. */
export function invalid(c: Context, messages: string[]) {
  const message = messages[0] ?? 'La solicitud no es válida'
  return json(c, { success: false as const, message, error: message, errors: messages }, 400)
}

/** Validates the JSON body with a shared valibot schema (docs/architecture.md#validation). */
export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  validator('json', (value, c) => {
    const result = validate(schema, value)
    return result.success ? (result.output as v.InferOutput<S>) : invalid(c, result.messages)
  })
