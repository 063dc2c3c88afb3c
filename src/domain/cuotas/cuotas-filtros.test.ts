import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cuotasAdminUrlSchema } from './cuotas-filtros'

describe('cuotasAdminUrlSchema', () => {
  it('takes the defaults when the address has none', () => {
    expect(v.parse(cuotasAdminUrlSchema, {})).toEqual({
      periodo: '',
      search: '',
      minimo: 1,
      page: 1,
      pageSize: 25,
    })
  })

  it('keeps good values and falls back, one by one, from bad ones', () => {
    expect(
      v.parse(cuotasAdminUrlSchema, {
        periodo: '2026-13',
        search: 'ferreyra',
        minimo: '3',
        page: '0',
        pageSize: 30,
      }),
    ).toEqual({ periodo: '', search: 'ferreyra', minimo: 3, page: 1, pageSize: 25 })
    expect(v.parse(cuotasAdminUrlSchema, { periodo: '2026-11', minimo: 99_999_999_999 })).toEqual(
      expect.objectContaining({ periodo: '2026-11', minimo: 1 }),
    )
  })
})
