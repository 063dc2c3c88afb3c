import { decodeCertificado } from '@/domain/device-token'
import { useDeviceToken } from '../hooks/use-device-token'
import { AVISO_DIAS, diasRestantes, quedanDias, validoSinConexion } from '../utils/device-texts'
import styles from './carnet.module.css'
import { CountdownRing } from './countdown-ring'
import { QrCanvas } from './qr-canvas'

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
      <QrCanvas value={token} label={`Código QR de acceso del socio #${socioId}`} />
      <figcaption className={styles.deviceCaption}>
        <CountdownRing key={token} />
        {validoSinConexion(hasta)}
      </figcaption>
      {!online && dias <= AVISO_DIAS && (
        <p className={styles.qrNotice} role="status">
          {quedanDias(dias)}
        </p>
      )}
    </figure>
  )
}
