import { decodeCertificado, DEVICE_TOKEN_LENGTHS } from '@/domain/dispositivos/device-token'
import { useDeviceToken } from '../hooks/use-device-token'
import { AVISO_DIAS, diasRestantes, quedanDias, validoSinConexion } from '../utils/device-texts'
import styles from './carnet.module.css'
import { CountdownRing } from './countdown-ring'
import { QrCanvas } from './qr-canvas'

/**
 * Twice the data of a server token (version 11 against 7): larger, so the gate's 400 × 400
 * camera reads it from as far as the server's 120 px code; a P-256 code (version 12) needs
 * more still (docs/performance.md#qr-reach).
 */
const DEVICE_QR_SIZE = { Ed25519: 200, 'P-256': 256 } as const

/** The QR made on the phone every 15 s, valid offline until the certificate's end. */
export function DeviceQr({
  socioId,
  certificado,
  privateKey,
  offsetMs,
  online,
  nowSeconds,
}: {
  socioId: number
  certificado: string
  privateKey: CryptoKey
  /** The server's clock minus this phone's at the last renewal. */
  offsetMs: number | undefined
  online: boolean
  nowSeconds: number
}) {
  const token = useDeviceToken(certificado, privateKey, offsetMs)
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
        size={
          token.length === DEVICE_TOKEN_LENGTHS['P-256']
            ? DEVICE_QR_SIZE['P-256']
            : DEVICE_QR_SIZE.Ed25519
        }
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
