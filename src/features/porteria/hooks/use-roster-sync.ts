import { useEffect } from 'react'
import { rosterStore } from '@/entities/roster/roster-store'
import { syncRoster } from '@/entities/roster/roster-sync'

/** The roster changes slowly; the answer from it says how old it is. */
const SYNC_EVERY_MS = 5 * 60_000

/**
 * While the control screen is open and online, this device's roster is brought up to date
 * (on opening, on reconnecting, every 5 minutes), so 'Buscar por DNI' still answers once
 * the connection drops (ADR 0022). A failure waits for the next round.
 */
export function useRosterSync() {
  useEffect(() => {
    let running = false
    const sync = async () => {
      if (!navigator.onLine || running) return
      running = true
      try {
        await syncRoster(await rosterStore.get())
      } catch {
        // The roster already kept, if any, still answers.
      } finally {
        running = false
      }
    }
    void sync()
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS)
    const onOnline = () => void sync()
    window.addEventListener('online', onOnline)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', onOnline)
    }
  }, [])
}
