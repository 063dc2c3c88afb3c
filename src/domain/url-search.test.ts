import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cuotasAdminUrlSchema } from './cuotas/cuotas-filtros.ts'
import { gruposUrlSchema } from './grupos/grupos-filtros.ts'
import { busquedaUrlSchema } from './url-search.ts'

describe('busquedaUrlSchema', () => {
  it('keeps text, trimmed', () => {
    expect(v.parse(busquedaUrlSchema, '  Núñez ')).toBe('Núñez')
  })

  it('reads a number as the digits typed', () => {
    expect(v.parse(busquedaUrlSchema, 30123456)).toBe('30123456')
  })

  it('drops what is too long or not text', () => {
    expect(v.parse(busquedaUrlSchema, 'x'.repeat(101))).toBe('')
    expect(v.parse(busquedaUrlSchema, { a: 1 })).toBe('')
    expect(v.parse(busquedaUrlSchema, undefined)).toBe('')
  })

  it('is the search of the debtors and of the groups', () => {
    expect(v.parse(cuotasAdminUrlSchema, { search: 301 }).search).toBe('301')
    expect(v.parse(gruposUrlSchema, { search: 301 }).search).toBe('301')
  })
})
