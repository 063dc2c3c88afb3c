import { get } from 'idb-keyval'
import { CARD_CERTIFICADO_KEY, userStore } from '../offline/device-storage'
import { http } from '../http'

/**
 * At sign-out, the server forgets this phone as one of the member's card devices (a member
 * keeps 3): its key goes with the user's stores, so the slot would stay taken by a key
 * nobody holds. Offline, the member removes it from 'Mis dispositivos'.
 */
export async function endCardDevice(): Promise<void> {
  const kept = await get<{ id?: unknown }>(CARD_CERTIFICADO_KEY, userStore('cardDevice')).catch(
    () => undefined,
  )
  if (typeof kept?.id !== 'number') return
  try {
    await http.delete(`socios/dispositivos/${kept.id}`, { retry: 0, timeout: 5_000 })
  } catch {
    // Offline, or already removed: nothing more to do here.
  }
}
