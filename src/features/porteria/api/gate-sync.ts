import * as v from 'valibot'
import { clockOffset } from '@/domain/carnet/clock-offset'
import { successEnvelope } from '@/domain/envelope'
import { checkinsResultSchema, gateStatsSchema, type Checkin } from '@/domain/porteria/gate-api'
import { qrKeysResponseSchema } from '@/domain/carnet/qr-token'
import { http } from '@/lib/http'
import { checkinQueue, gateStore, type PublishedKey } from './gate-store'

const keysResponse = successEnvelope(qrKeysResponseSchema)
const checkinsResponse = successEnvelope(checkinsResultSchema)
const statsResponse = successEnvelope(gateStatsSchema)

/**
 * The public keys that sign members' QR codes, kept for offline checks, each stamped as
 * confirmed now; and the tablet's clock offset, read from the answer's Date header and kept.
 */
export async function syncKeys(): Promise<{ keys: PublishedKey[]; offsetMs: number }> {
  const sentAt = Date.now()
  // Straight from the server: after a rotation the HTTP cache would hold the old list.
  const res = await http.get('gate/keys', { cache: 'no-store' })
  const offsetMs =
    clockOffset(res.headers.get('Date'), sentAt, Date.now()) ?? (await gateStore.clockOffset()) ?? 0
  await gateStore.saveClockOffset(offsetMs)
  const { keys } = v.parse(keysResponse, await res.json()).response
  const lastConfirmed = Date.now() + offsetMs
  const confirmed = keys.map(({ kid, publicKey }) => ({ kid, publicKey, lastConfirmed }))
  await gateStore.saveKeys(confirmed)
  return { keys: confirmed, offsetMs }
}

/** Sends the waiting check-ins in one batch; they leave the queue once the server has them. */
export async function flushCheckins(): Promise<number> {
  const pending = await checkinQueue.all()
  if (pending.length === 0) return 0
  const batch: Checkin[] = pending.slice(0, 500)
  const json = await http.post('gate/checkins', { json: { checkins: batch }, retry: 0 }).json()
  v.parse(checkinsResponse, json)
  await checkinQueue.remove(batch.map((checkin) => checkin.key))
  return batch.length
}

export async function fetchStats() {
  const json = await http.get('gate/stats', { retry: 0 }).json()
  return v.parse(statsResponse, json).response
}
