import { createStore, del, entries, get, set } from 'idb-keyval'

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
  files: { field: string; name: string; blob: Blob }[]
  /** The session at the time of saving: the worker has no access to localStorage. */
  token: string | null
  createdAt: number
  /** The server refused it (a 4xx): it waits for someone to read why and discard it. */
  rejected?: string
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

const store = () => createStore('club-outbox', 'entries')

export async function enqueue(entry: OutboxEntry): Promise<void> {
  await set(entry.key, entry, store())
}

export async function pendingEntries(): Promise<OutboxEntry[]> {
  const all = await entries<string, OutboxEntry>(store())
  return all.map(([, entry]) => entry).sort((a, b) => a.createdAt - b.createdAt)
}

export const discard = (key: string) => del(key, store())

type Delivery = { delivered: OutboxTally; rejected: OutboxTally; offline: boolean }

export const tallyTotal = (tally: OutboxTally) =>
  Object.values(tally).reduce((sum, count) => sum + count, 0)

const count = (tally: OutboxTally, url: string) => (tally[url] = (tally[url] ?? 0) + 1)

/**
 * Sends every waiting entry once, oldest first. A network failure stops the round (the
 * rest would fail too); a refusal (4xx) is kept with its message; a 5xx stays pending.
 */
export async function deliverOutbox(currentToken: string | null = null): Promise<Delivery> {
  const result: Delivery = { delivered: {}, rejected: {}, offline: false }
  for (const entry of await pendingEntries()) {
    if (entry.rejected) continue
    let response: Response
    try {
      response = await send(entry, currentToken ?? entry.token)
    } catch {
      result.offline = true
      break
    }
    if (response.ok) {
      await discard(entry.key)
      count(result.delivered, entry.url)
    } else if (response.status === 401 || response.status === 403) {
      // No session, or not an administrator's: it waits for one, whose token the page passes.
      break
    } else if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      await markRejected(entry.key, await refusal(response))
      count(result.rejected, entry.url)
    }
  }
  return result
}

function send(entry: OutboxEntry, token: string | null) {
  const body = new FormData()
  for (const [name, value] of Object.entries(entry.fields)) body.append(name, value)
  for (const file of entry.files) body.append(file.field, file.blob, file.name)
  const headers: Record<string, string> = { 'Idempotency-Key': entry.key }
  if (token) headers.Authorization = `Bearer ${token}`
  return fetch(entry.url, { method: 'POST', body, headers })
}

async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : `Error ${response.status}`
}

async function markRejected(key: string, message: string) {
  const entry = await get<OutboxEntry>(key, store())
  if (entry) await set(key, { ...entry, rejected: message }, store())
}
