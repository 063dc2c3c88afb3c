import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { checkinsBatchSchema } from './porteria/gate-api.ts'
import { CARACTER_NULO, DEMASIADO_ANIDADO, fieldErrors, validate } from './validation.ts'

describe('a schema without a message of its own', () => {
  it('says in Spanish which key is missing or wrong, never valibot’s English', () => {
    const result = validate(checkinsBatchSchema, {
      checkins: [{ socioId: 1, at: '2026-11-24T11:00:00Z', veredicto: 'permitido' }],
    })
    expect(result).toEqual({
      success: false,
      messages: [
        'Falta o no es válido el campo key',
        'Falta o no es válido el campo online',
        'Falta o no es válido el campo dispositivo',
      ],
    })
    expect(result.success || result.messages.some((m) => /Invalid|Expected/.test(m))).toBe(false)
  })

  it('names no field when the whole body is wrong', () => {
    expect(validate(checkinsBatchSchema, 'texto')).toEqual({
      success: false,
      messages: ['La solicitud no es válida'],
    })
    expect(fieldErrors(checkinsBatchSchema, { checkins: 'x' })).toEqual({
      checkins: 'La solicitud no es válida',
    })
  })

  it('keeps the schema’s own message where it has one', () => {
    expect(validate(checkinsBatchSchema, { checkins: [] })).toEqual({
      success: false,
      messages: ['No hay registros para enviar'],
    })
  })
})

describe('validate: a NUL character', () => {
  const schema = v.object({
    nombre: v.string(),
    datos: v.optional(v.record(v.string(), v.string())),
  })

  it('is refused wherever it is, a key included, with one message', () => {
    for (const input of [
      { nombre: 'a\u0000b' },
      { nombre: 'ok', datos: { x: '\u0000' } },
      { nombre: 'ok', datos: { 'x\u0000': 'y' } },
    ]) {
      expect(validate(schema, input)).toEqual({ success: false, messages: [CARACTER_NULO] })
    }
  })

  it('leaves any other text alone', () => {
    expect(validate(schema, { nombre: 'Núñez\t\n' })).toEqual({
      success: true,
      output: { nombre: 'Núñez\t\n' },
    })
  })
})

describe('validate: nesting', () => {
  const schema = v.object({ nombre: v.string() })
  const nested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown

  it('refuses a value nested past any schema of the API, however deep, with one message', () => {
    // 30,000 levels fit in the 64 KB JSON limit; walking them by recursion overflowed the stack.
    for (const input of [nested(30_000), { nombre: 'ok', extra: nested(65) }]) {
      expect(validate(schema, input)).toEqual({ success: false, messages: [DEMASIADO_ANIDADO] })
    }
  })

  it('leaves the nesting any real request has alone', () => {
    expect(validate(v.object({ a: v.unknown() }), { a: nested(10) }).success).toBe(true)
  })
})
