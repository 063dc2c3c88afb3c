import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { enviosUrlSchema } from './push-envio'

describe('enviosUrlSchema', () => {
  const page = (search: Record<string, unknown>) => v.parse(enviosUrlSchema, search).page

  it('reads the page, the first without one', () => {
    expect(page({})).toBe(1)
    expect(page({ page: 3 })).toBe(3)
    expect(page({ page: '2' })).toBe(2)
  })

  it('falls back to the first page for a bad one', () => {
    expect(page({ page: 0 })).toBe(1)
    expect(page({ page: -2 })).toBe(1)
    expect(page({ page: 1.5 })).toBe(1)
    expect(page({ page: 'x' })).toBe(1)
    expect(page({ page: 1e12 })).toBe(1)
  })
})
