import type { CSSProperties } from 'react'
import { DEVICE_TOKEN_REFRESH_MS } from '@/domain/dispositivos/device-token'
import styles from './carnet.module.css'

/** The time to the next code, drawn by CSS alone: remount it (a new key) per code. */
export function CountdownRing() {
  return (
    <svg
      className={styles.ring}
      viewBox="0 0 20 20"
      aria-hidden="true"
      style={{ '--ring-duration': `${DEVICE_TOKEN_REFRESH_MS}ms` } as CSSProperties}
    >
      <circle cx="10" cy="10" r="8" pathLength="1" />
    </svg>
  )
}
