import { decodeQrToken } from '@/domain/qr-token'
import { formatDni } from '@/domain/socio'
import type { SocioDetail } from '@/domain/socios-api'
import { formatTime } from '@/lib/format'
import { useOnlineStatus } from '@/lib/use-online-status'
import { useQrToken } from '../api/get-qr-token'
import { useNowSeconds } from '../hooks/use-now'
import styles from './carnet.module.css'
import { QrCanvas } from './qr-canvas'

/**
 * The access QR while its token lasts; once expired without a new one, a plain notice and
 * the number and DNI the gate can search by, never a blank space.
 */
export function QrSection({ socio }: { socio: SocioDetail }) {
  const activo = socio.estado === 'Activo'
  const token = useQrToken(socio.socio_id, activo)
  const now = useNowSeconds()
  const online = useOnlineStatus()
  const claims = token.data ? decodeQrToken(token.data) : null

  if (!activo)
    return (
      <p className={styles.qrNotice} role="status">
        Tu membresía no está activa: acercate a la secretaría del club.
      </p>
    )
  if (claims && claims.exp > now)
    return (
      <figure className={styles.qr}>
        <QrCanvas value={token.data!} label={`Código QR de acceso del socio #${socio.socio_id}`} />
        <figcaption>Válido hasta las {formatTime(claims.exp * 1000)}</figcaption>
      </figure>
    )
  if (claims)
    return (
      <div className={styles.qrExpired} role="status">
        <p className={styles.qrNotice}>Código vencido — conectate para renovarlo</p>
        <p className={styles.fallback}>
          Socio #{socio.socio_id} · DNI {formatDni(socio.documento)}
        </p>
      </div>
    )
  return (
    <p className={styles.qrNotice} role="status">
      {token.isError && online
        ? 'No se pudo generar el código QR. Intentá de nuevo en unos segundos.'
        : online
          ? 'Generando código…'
          : 'Sin conexión: conectate para generar tu código QR.'}
    </p>
  )
}
