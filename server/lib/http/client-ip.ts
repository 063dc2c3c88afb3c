import { isIP, isIPv4 } from 'node:net'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './context.ts'

/**
 * Sets `clientIp`: the socket's peer, or with `trustProxy` hops (TRUST_PROXY) the address
 * that many entries from the right of `X-Forwarded-For`. What lies further left was
 * written by the client and is never believed (docs/architecture.md#client-address).
 */
export const clientAddress = (trustProxy: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('clientIp', forwardedClient(peerOf(c), c.req.header('X-Forwarded-For'), trustProxy))
    await next()
  })

/** The client's address as `clientAddress` found it; null when the socket had none. */
export function clientIp(c: Context<AppEnv>): string | null {
  return c.get('clientIp') ?? null
}

function peerOf(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? null
}

/**
 * Each trusted proxy appends the address it was reached from, so the chain read from the
 * right is: the peer, then one entry per trusted hop. A chain shorter than the hops gives
 * its leftmost address; an entry that is not an address gives the peer.
 */
export function forwardedClient(
  peer: string | null,
  header: string | undefined,
  trustProxy: number,
): string | null {
  if (trustProxy === 0 || !peer || !header) return peer
  const chain = [...header.split(',').map(stripPort), peer]
  const chosen = chain[Math.max(0, chain.length - 1 - trustProxy)]!
  return isIP(chosen) ? chosen : peer
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `192.0.2.1:443` → `192.0.2.1`. */
function stripPort(entry: string): string {
  const text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) return bracketed[1]!
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)
  return v4 ? v4[1]! : text
}

/**
 * What limits count per address: IPv4 as it is, an IPv4-mapped IPv6 as its IPv4, any other
 * IPv6 as its /64 (one subscriber's network: they choose freely inside it).
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address
  const groups = ipv6Groups(address.replace(/%.*$/, ''))
  if (!groups) return address
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!]
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null
  // A dotted tail (::ffff:192.0.2.1) is the last two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(+a << 8) | +b, (+c << 8) | +d].map((n) => n.toString(16)).join(':'),
  )
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((h) => parseInt(h, 16)) : []
  const [head, tail] = text.split('::')
  const left = parse(head)
  const right = parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}
