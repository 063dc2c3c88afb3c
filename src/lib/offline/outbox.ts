import { del, entries, get, set } from 'idb-keyval'
import { userStore } from './device-storage'
import { seal, unseal, type Sealed } from './outbox-seal'

/**
 * Writes made without network wait here until they are delivered (docs/architecture.md#offline).
 * Shared by the page (replay on `online` and at start) and the service worker (Background Sync), so
 * it touches neither `window` nor the DOM. Every entry carries its Idempotency-Key: a
 * request delivered twice (page and worker at once, or a reply lost on the way back)
 * still creates one record.
 */
export type OutboxEntry = {
  key: string
  url: string
  /** What the pending list shows, e.g. 'Alta de Pérez, Ana (DNI 30.123.456)'. */
  label: string
  fields: Record<string, string>
  /** Fields with a secret (a new member's password), encrypted with the device's key. */
  sealed?: Sealed
  files: { field: string; name: string; blob: Blob }[]
  createdAt: number
  /** The server refused it (a 4xx): it waits for someone to fix or discard it. */
  rejected?: string
  rejectedAt?: number
}

/** What a feature queues: `secretFields` are sealed, never stored as they are. */
export type NewOutboxEntry = Omit<OutboxEntry, 'sealed' | 'rejected' | 'rejectedAt'> & {
  secretFields?: Record<string, string>
}

export const OUTBOX_SYNC_TAG = 'club-outbox'
export const OUTBOX_CHANGED = 'club-outbox-changed'

/** How many entries a round delivered or saw refused, by the URL they post to. */
export type OutboxTally = Record<string, number>

/** What the service worker tells the open pages after delivering from the outbox. */
export type OutboxDelivery = {
  type: typeof OUTBOX_CHANGED
  delivered: OutboxTally
  rejected: OutboxTally
}

const store = () => userStore('outbox')

/** A refused entry not fixed nor discarded within this time is dropped. */
export const REJECTED_KEPT_MS = 7 * 24 * 60 * 60_000

export async function enqueue({ secretFields, ...entry }: NewOutboxEntry): Promise<void> {
  const sealed = secretFields && (await seal(JSON.stringify(secretFields)))
  await set(entry.key, sealed ? { ...entry, sealed } : entry, store())
}

/** The fields as sent: the plain ones and the sealed ones opened. */
export async function entryFields(entry: OutboxEntry): Promise<Record<string, string>> {
  if (!entry.sealed) return entry.fields
  const secret = JSON.parse(await unseal(entry.sealed)) as Record<string, string>
  return { ...entry.fields, ...secret }
}

export async function pendingEntries(now = Date.now()): Promise<OutboxEntry[]> {
  const all = (await entries<string, OutboxEntry>(store())).map(([, entry]) => entry)
  const expired = all.filter((entry) => now - (entry.rejectedAt ?? now) > REJECTED_KEPT_MS)
  await Promise.all(expired.map((entry) => discard(entry.key)))
  return all.filter((entry) => !expired.includes(entry)).sort((a, b) => a.createdAt - b.createdAt)
}

export const discard = (key: string) => del(key, store())

/** `signedOut`: the server answered 401, the token given is no longer a session. */
type Delivery = {
  delivered: OutboxTally
  rejected: OutboxTally
  offline: boolean
  signedOut: boolean
}

export const tallyTotal = (tally: OutboxTally) =>
  Object.values(tally).reduce((sum, count) => sum + count, 0)

const count = (tally: OutboxTally, url: string) => (tally[url] = (tally[url] ?? 0) + 1)

/**
 * Sends every waiting entry once, oldest first, with the session of the moment (none: no
 * round). A network failure stops the round (the rest would fail too); a refusal (4xx) is
 * kept with its message; a 5xx stays pending.
 */
export async function deliverOutbox(token: string | null | undefined): Promise<Delivery> {
  const result: Delivery = { delivered: {}, rejected: {}, offline: false, signedOut: false }
  if (!token) return result
  for (const entry of await pendingEntries()) {
    if (entry.rejected) continue
    let fields: Record<string, string>
    try {
      fields = await entryFields(entry)
    } catch {
      // Its key is gone: it can never be sent as it was.
      await markRejected(entry.key, 'No se pudieron leer los datos guardados')
      count(result.rejected, entry.url)
      continue
    }
    let response: Response
    try {
      response = await send(entry, fields, token)
    } catch {
      result.offline = true
      break
    }
    if (response.ok) {
      await discard(entry.key)
      count(result.delivered, entry.url)
    } else if (response.status === 401 || response.status === 403) {
      // No session, or not an administrator's: it waits for one.
      result.signedOut = response.status === 401
      break
    } else if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      await markRejected(entry.key, await refusal(response))
      count(result.rejected, entry.url)
    }
  }
  return result
}

function send(entry: OutboxEntry, fields: Record<string, string>, token: string) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const file of entry.files) body.append(file.field, file.blob, file.name)
  const headers = { 'Idempotency-Key': entry.key, Authorization: `Bearer ${token}` }
  return fetch(entry.url, { method: 'POST', body, headers })
}

async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : `Error ${response.status}`
}

async function markRejected(key: string, message: string) {
  const entry = await get<OutboxEntry>(key, store())
  if (entry) await set(key, { ...entry, rejected: message, rejectedAt: Date.now() }, store())
}
