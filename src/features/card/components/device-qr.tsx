import { decodeCertificado } from '@/domain/device-token'
import { useDeviceToken } from '../hooks/use-device-token'
import { AVISO_DIAS, diasRestantes, quedanDias, validoSinConexion } from '../utils/device-texts'
import styles from './carnet.module.css'
import { CountdownRing } from './countdown-ring'
import { QrCanvas } from './qr-canvas'

/**
 * Twice the data of a server token (version 11 against 7): larger, so each module stays
 * about 3 CSS pixels for the gate's 400 × 400 camera (docs/performance.md#device-token).
 */
const DEVICE_QR_SIZE = 200

/** The QR made on the phone every 15 s, valid offline until the certificate's end. */
export function DeviceQr({
  socioId,
  certificado,
  privateKey,
  online,
  nowSeconds,
}: {
  socioId: number
  certificado: string
  privateKey: CryptoKey
  online: boolean
  nowSeconds: number
}) {
  const token = useDeviceToken(certificado, privateKey)
  const hasta = decodeCertificado(certificado)?.validoHasta ?? 0
  const dias = diasRestantes(hasta, nowSeconds)
  if (!token)
    return (
      <p className={styles.qrNotice} role="status">
        Generando código…
      </p>
    )
  return (
    <figure className={styles.qr}>
      <QrCanvas
        value={token}
        label={`Código QR de acceso del socio #${socioId}`}
        size={DEVICE_QR_SIZE}
      />
      <figcaption className={styles.deviceCaption}>
        <CountdownRing key={token} />
        {validoSinConexion(hasta)}
      </figcaption>
      <p className={styles.qrHelp}>El código cambia cada 15 segundos y funciona sin conexión.</p>
      {!online && dias <= AVISO_DIAS && (
        <p className={styles.qrNotice} role="status">
          {quedanDias(dias)}
        </p>
      )}
    </figure>
  )
}
