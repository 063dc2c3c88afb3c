import { Link } from '@tanstack/react-router'
import { decodeCertificado } from '@/domain/dispositivos/device-token'
import { decodeQrToken } from '@/domain/carnet/qr-token'
import { formatDni } from '@/domain/socios/socio'
import type { SocioDetail } from '@/domain/socios/socios-api'
import { formatTime } from '@/lib/format'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useQrToken } from '../api/get-qr-token'
import { useDeviceCard, type DeviceCard } from '../hooks/use-device-card'
import { useNowSeconds } from '../hooks/use-now'
import styles from './carnet.module.css'
import { DeviceQr } from './device-qr'
import { QrCanvas } from './qr-canvas'

/**
 * The access QR. Made on the phone while its certificate lasts, online or not
 * (docs/architecture.md#device-token); otherwise the server's 5-minute token. Once neither
 * can be shown, a plain notice and the number and DNI the gate can search by, never a blank
 * space.
 */
export function QrSection({ socio }: { socio: SocioDetail }) {
  const activo = socio.estado === 'Activo'
  const device = useDeviceCard(socio.socio_id, activo)
  const now = useNowSeconds()
  const online = useOnlineStatus()
  const certificado = device.status === 'listo' ? device.certificado : undefined
  const hasta = certificado ? (decodeCertificado(certificado.certificado)?.validoHasta ?? 0) : 0
  const mode =
    device.status === 'cargando'
      ? 'cargando'
      : certificado && hasta > now
        ? 'dispositivo'
        : certificado && !online
          ? 'vencido'
          : 'servidor'

  if (!activo)
    return (
      <p className={styles.qrNotice} role="status">
        Tu membresía no está activa: acercate a la secretaría del club.
      </p>
    )
  if (mode === 'dispositivo' && device.status === 'listo')
    return (
      <DeviceQr
        socioId={socio.socio_id}
        certificado={certificado!.certificado}
        privateKey={device.key.keyPair.privateKey}
        offsetMs={certificado!.offsetMs}
        online={online}
        nowSeconds={now}
      />
    )
  if (mode === 'vencido')
    return <Fallback socio={socio} notice="Conectate para renovar el carnet" />
  if (mode === 'cargando')
    return (
      <p className={styles.qrNotice} role="status">
        Generando código…
      </p>
    )
  return (
    <>
      <ServerQr socio={socio} />
      <Aviso device={device} />
    </>
  )
}

/** The server's token (POST /socios/generarToken), every 4 minutes while online. */
function ServerQr({ socio }: { socio: SocioDetail }) {
  const token = useQrToken(socio.socio_id, true)
  const now = useNowSeconds()
  const online = useOnlineStatus()
  const claims = token.data ? decodeQrToken(token.data) : null
  if (claims && claims.exp > now)
    return (
      <figure className={styles.qr}>
        <QrCanvas value={token.data!} label={`Código QR de acceso del socio #${socio.socio_id}`} />
        <figcaption>Válido hasta las {formatTime(claims.exp * 1000)}</figcaption>
        <p className={styles.qrHelp}>
          El código se renueva automáticamente cada 5 minutos. Para renovarlo se necesita conexión a
          internet.
        </p>
      </figure>
    )
  if (claims) return <Fallback socio={socio} notice="Código vencido — conectate para renovarlo" />
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

function Fallback({ socio, notice }: { socio: SocioDetail; notice: string }) {
  return (
    <div className={styles.qrExpired} role="status">
      <p className={styles.qrNotice}>{notice}</p>
      <p className={styles.fallback}>
        Socio #{socio.socio_id} · DNI {formatDni(socio.documento)}
      </p>
    </div>
  )
}

/** Why this phone shows the server's codes, quietly, once (docs/product.md#mis-dispositivos). */
function Aviso({ device }: { device: DeviceCard }) {
  if (device.status !== 'listo' || !device.aviso) return null
  return (
    <p className={styles.deviceNotice}>
      {device.aviso === 'maximo' ? (
        <>
          Ya tenés 3 dispositivos con el carnet: quitá uno en{' '}
          <Link to="/cuenta/dispositivos">Mis dispositivos</Link> para usar este sin conexión
        </>
      ) : (
        'No se pudo preparar este teléfono para usar el carnet sin conexión: se volverá a intentar al conectarte.'
      )}
    </p>
  )
}
