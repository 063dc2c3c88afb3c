import { describe, expect, it } from 'vitest'
import { addressKey, forwardedClient } from './client-ip.ts'

describe('forwardedClient', () => {
  it('is the peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(forwardedClient('192.0.2.1', '203.0.113.9', 0)).toBe('192.0.2.1')
  })

  it('takes the entry that many hops from the right', () => {
    const header = '10.9.9.9, 203.0.113.9, 198.51.100.2'
    expect(forwardedClient('192.0.2.1', header, 1)).toBe('198.51.100.2')
    expect(forwardedClient('192.0.2.1', header, 2)).toBe('203.0.113.9')
    // A chain shorter than the hops gives its leftmost address.
    expect(forwardedClient('192.0.2.1', header, 9)).toBe('10.9.9.9')
  })

  it('keeps the peer without the header, or when the entry is not an address', () => {
    expect(forwardedClient('192.0.2.1', undefined, 1)).toBe('192.0.2.1')
    expect(forwardedClient('192.0.2.1', 'desconocido', 1)).toBe('192.0.2.1')
    expect(forwardedClient(null, '203.0.113.9', 1)).toBeNull()
  })

  it('drops ports and brackets', () => {
    expect(forwardedClient('192.0.2.1', '203.0.113.9:4411', 1)).toBe('203.0.113.9')
    expect(forwardedClient('192.0.2.1', '[2001:db8::1]:443', 1)).toBe('2001:db8::1')
  })
})

describe('addressKey', () => {
  it('keeps IPv4 and turns IPv4-mapped IPv6 into IPv4', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1')
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(addressKey('::FFFF:c000:0201')).toBe('192.0.2.1')
  })

  it('gives the /64 of any other IPv6', () => {
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })
})
