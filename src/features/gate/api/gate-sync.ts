import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import {
  checkinsResultSchema,
  gateStatsSchema,
  rosterSchema,
  type Checkin,
} from '@/domain/gate-api'
import { qrKeysResponseSchema } from '@/domain/qr-token'
import { http } from '@/lib/http'
import { checkinQueue, gateStore, type CachedRoster } from './gate-store'

const keysResponse = successEnvelope(qrKeysResponseSchema)
const rosterResponse = successEnvelope(rosterSchema)
const checkinsResponse = successEnvelope(checkinsResultSchema)
const statsResponse = successEnvelope(gateStatsSchema)

/** The public keys that sign members' QR codes, kept for offline checks. */
export async function syncKeys() {
  // Straight from the server: after a rotation the HTTP cache would hold the old list.
  const json = await http.get('gate/keys', { cache: 'no-store' }).json()
  const { keys } = v.parse(keysResponse, json).response
  await gateStore.saveKeys(keys)
  return keys
}

/** The roster brought up to date with the members changed since the last sync. */
export async function syncRoster(current: CachedRoster | undefined): Promise<CachedRoster> {
  const searchParams = current ? { since: current.cursor } : {}
  const json = await http.get('gate/roster', { searchParams, timeout: 30_000 }).json()
  const delta = v.parse(rosterResponse, json).response
  const socios = delta.completo || !current ? {} : { ...current.socios }
  for (const socio of delta.socios) socios[socio.id] = socio
  const roster = { cursor: delta.cursor, socios }
  await gateStore.saveRoster(roster)
  return roster
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
