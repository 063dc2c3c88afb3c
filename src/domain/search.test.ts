import { describe, expect, it } from 'vitest'
import { normalizeSearch } from './search.ts'

describe('normalizeSearch', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeSearch('  Núñez   GARCÍA, José ')).toBe('nunez garcia, jose')
  })
})
