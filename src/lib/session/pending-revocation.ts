import { createStore, del, keys, set } from 'idb-keyval'

/**
 * Sessions signed out without connection, waiting to be ended on the server. The token is
 * kept only for that, in a store of its own that signing out does not clear, and deleted
 * once the server answers (ADR 0019).
 */
const store = () => createStore('club-cierres-pendientes', 'tokens')

/** POST /api/auth/logout for that token, whoever is signed in now. A 401: already ended. */
async function revoke(token: string): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    })
    return response.ok || response.status === 401
  } catch {
    return false
  }
}

/** Ends the session on the server now, or queues it when that is not possible. */
export async function revokeSession(token: string): Promise<void> {
  if (navigator.onLine && (await revoke(token))) return
  await set(token, Date.now(), store())
}

let delivering: Promise<void> | null = null

/** Sends the queued sign-outs; called at start and when the connection comes back. */
export function deliverRevocations(): Promise<void> {
  delivering ??= (async () => {
    for (const token of await keys<string>(store()).catch(() => [])) {
      if (!navigator.onLine) break
      if (await revoke(token)) await del(token, store())
    }
  })().finally(() => (delivering = null))
  return delivering
}
