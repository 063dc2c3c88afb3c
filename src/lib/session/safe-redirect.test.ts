import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps paths of this app', () => {
    expect(safeRedirect('/cuenta/carnet', '/')).toBe('/cuenta/carnet')
  })

  it('refuses other sites and odd paths', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '',
      undefined,
    ]) {
      expect(safeRedirect(target, '/cuenta/micuenta')).toBe('/cuenta/micuenta')
    }
  })
})
