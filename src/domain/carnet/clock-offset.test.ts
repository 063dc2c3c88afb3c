import { describe, expect, it } from 'vitest'
import { clockOffset, correctedNow } from './clock-offset'

describe('clockOffset', () => {
  it('reads how far the server runs ahead of the device from the Date header', () => {
    const sentAt = Date.parse('2026-11-24T10:00:00.000Z')
    // The device is 90 s behind: the server answered at 10:01:30 by its own clock.
    expect(clockOffset('Tue, 24 Nov 2026 10:01:30 GMT', sentAt, sentAt + 200)).toBe(90_400)
    expect(clockOffset('Tue, 24 Nov 2026 09:59:00 GMT', sentAt, sentAt)).toBe(-59_500)
  })

  it('is null without a readable header', () => {
    expect(clockOffset(null, 0, 0)).toBeNull()
    expect(clockOffset('ayer', 0, 0)).toBeNull()
  })
})

describe('correctedNow', () => {
  const now = Date.parse('2026-11-24T10:00:00.000Z')

  it("takes the server's time when the device is 10 s or more off, either way", () => {
    expect(correctedNow(now, 90_400)).toBe(now + 90_400)
    expect(correctedNow(now, -59_500)).toBe(now - 59_500)
    expect(correctedNow(now, 10_000)).toBe(now + 10_000)
    expect(correctedNow(now, -10_000)).toBe(now - 10_000)
  })

  it('keeps the device’s own clock when it is synced, or nothing was measured', () => {
    expect(correctedNow(now, 9_999)).toBe(now)
    expect(correctedNow(now, -1_500)).toBe(now)
    expect(correctedNow(now, 0)).toBe(now)
    expect(correctedNow(now, undefined)).toBe(now)
  })
})
