import type { Context } from 'hono'
import { formatCount } from '../../../src/domain/plural.ts'
import { fail } from '../../lib/http/envelope.ts'

/** 429 '<what>. Probá de nuevo en N segundos|minutos.' with `Retry-After: N` (seconds). */
export function tooMany(c: Context, what: string, retryAfter: number) {
  c.header('Retry-After', String(retryAfter))
  return fail(c, 429, `${what}. Probá de nuevo en ${waitText(retryAfter)}.`)
}

function waitText(seconds: number): string {
  if (seconds < 60) return formatCount(seconds, 'segundo', 'segundos')
  return formatCount(Math.ceil(seconds / 60), 'minuto', 'minutos')
}

/** Whole seconds from `now` to `time`, at least 1 (0 when it has passed). */
export function secondsUntil(time: number, now: Date): number {
  const ms = time - now.getTime()
  return ms <= 0 ? 0 : Math.max(1, Math.ceil(ms / 1000))
}
