import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  loginSchema,
  passwordChangeFormSchema,
  passwordResetFormSchema,
  signupSchema,
} from './auth.ts'
import { validate } from '../validation.ts'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = validate(schema, input)
  return result.success ? [] : result.messages
}

const valid = {
  email: '  Ana@Example.com ',
  nombre: ' Ana ',
  apellido: 'Pérez',
  password: 'caldén-2026',
  confirmPassword: 'caldén-2026',
}

describe('signupSchema', () => {
  it('accepts a good form, trimmed and with the email lower-cased', () => {
    expect(v.parse(signupSchema, valid)).toMatchObject({ email: 'ana@example.com', nombre: 'Ana' })
  })

  it('says what is wrong, in Spanish', () => {
    expect(messages(signupSchema, { ...valid, email: 'ana' })).toEqual(['Ingresá un email válido'])
    expect(messages(signupSchema, { ...valid, nombre: '   ' })).toEqual(['El nombre es requerido'])
    expect(
      messages(signupSchema, { ...valid, password: 'corta', confirmPassword: 'corta' }),
    ).toEqual(['La contraseña debe tener al menos 8 caracteres'])
    expect(
      messages(signupSchema, { ...valid, password: 'Password1', confirmPassword: 'Password1' }),
    ).toEqual(['Esa contraseña es muy común: elegí otra'])
    expect(messages(signupSchema, { ...valid, confirmPassword: 'otra-cosa-1' })).toEqual([
      'Las contraseñas no coinciden',
    ])
  })
})

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(messages(loginSchema, { email: '', password: '' })).toEqual([
      'El email es requerido',
      'La contraseña es requerida',
    ])
  })
})

describe('the password change and reset forms', () => {
  const change = { actual: 'vieja-clave-1', nueva: 'caldén-2026', confirmacion: 'caldén-2026' }

  it('the new password follows signup’s rules, differs from the current one, typed twice', () => {
    expect(messages(passwordChangeFormSchema, change)).toEqual([])
    expect(messages(passwordChangeFormSchema, { ...change, actual: '' })).toEqual([
      'La contraseña actual es requerida',
    ])
    expect(
      messages(passwordChangeFormSchema, { ...change, nueva: 'corta', confirmacion: 'corta' }),
    ).toEqual(['La contraseña debe tener al menos 8 caracteres'])
    expect(
      messages(passwordChangeFormSchema, {
        actual: 'caldén-2026',
        nueva: 'caldén-2026',
        confirmacion: 'caldén-2026',
      }),
    ).toEqual(['La contraseña nueva debe ser distinta de la actual'])
    expect(messages(passwordChangeFormSchema, { ...change, confirmacion: 'otra' })).toEqual([
      'Las contraseñas no coinciden',
    ])
  })

  it('a reset asks the new password twice', () => {
    expect(
      messages(passwordResetFormSchema, { nueva: 'argentina', confirmacion: 'argentina' }),
    ).toEqual(['Esa contraseña es muy común: elegí otra'])
    expect(
      messages(passwordResetFormSchema, { nueva: 'caldén-2026', confirmacion: 'caldén' }),
    ).toEqual(['Las contraseñas no coinciden'])
  })
})
