import { formatDateTime } from '@/lib/format'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import styles from './offline-data-note.module.css'

/**
 * Offline, what a screen shows is the last copy kept on the device: says so, and when it was
 * fetched (the query's `dataUpdatedAt`), so nobody takes it for today's (docs/product.md#offline).
 */
export function OfflineDataNote({ updatedAt }: { updatedAt: number }) {
  const online = useOnlineStatus()
  if (online || updatedAt === 0) return null
  return (
    <p className={styles.note} role="status">
      {offlineDataText(updatedAt)}
    </p>
  )
}

export const offlineDataText = (updatedAt: number) =>
  `Sin conexión · datos del ${formatDateTime(updatedAt)}`

/** Offline with nothing kept yet: what to do instead of a spinner that never ends. */
export function OfflineNothingKept({ children }: { children: string }) {
  return (
    <p className={`card ${styles.nothing}`} role="status">
      {children}
    </p>
  )
}
