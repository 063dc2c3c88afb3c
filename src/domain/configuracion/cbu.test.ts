import { describe, expect, it } from 'vitest'
import { ALIAS_CBU, cbuValido } from './cbu'

describe('cbuValido', () => {
  it('accepts CBUs whose two check digits agree', () => {
    // A CBU often quoted as an example, and the club's placeholder.
    expect(cbuValido('2850590940090418135201')).toBe(true)
    expect(cbuValido('0930000200000000000000')).toBe(true)
  })

  it('refuses a wrong check digit in either block, or anything but 22 digits', () => {
    expect(cbuValido('0110599520000001234567')).toBe(false)
    expect(cbuValido('2850590840090418135201')).toBe(false)
    expect(cbuValido('2850590940090418135202')).toBe(false)
    expect(cbuValido('285059094009041813520')).toBe(false)
    expect(cbuValido('28505909400904181352011')).toBe(false)
    expect(cbuValido('285059094009041813520a')).toBe(false)
  })
})

describe('ALIAS_CBU', () => {
  it('takes 6 to 20 capitals, digits, dots and dashes', () => {
    expect(ALIAS_CBU.test('CLUB.SANTAROSA.CUOTA')).toBe(true)
    expect(ALIAS_CBU.test('CLUB-1')).toBe(true)
    expect(ALIAS_CBU.test('CLUB')).toBe(false)
    expect(ALIAS_CBU.test('CLUB SANTA ROSA')).toBe(false)
    expect(ALIAS_CBU.test('CLUB.SANTAROSA.CUOTAS')).toBe(false)
  })
})
