import { useEffect } from 'react'
import { estadoCuotaTexto } from '@/domain/cuotas/cuotas'
import { formatDate } from '@/lib/format'
import type { ShownVerdict } from '../hooks/use-gate'
import { GateAvatar } from './gate-avatar'
import styles from './kiosk.module.css'

/**
 * The verdict filling the screen: green or red, photo, name and reason; a member let in
 * again within the club's window gets an amber notice, in words; and the member's fees,
 * 'Cuota al día' or, in amber, 'Debe N cuotas' (docs/product.md#verdict).
 */
export function VerdictPanel({ verdict, onDone }: { verdict: ShownVerdict; onDone: () => void }) {
  const permitido = verdict.veredicto === 'permitido'
  const socio = verdict.socio
  useEffect(() => {
    // Measured by bench/gate: from the decoded text to this verdict on screen (a typed DNI
    // has no decoded text).
    if (verdict.via !== 'qr') return
    performance.mark('gate:verdict')
    performance.measure('gate:decision', {
      start: 'gate:decoded',
      end: 'gate:verdict',
      detail: { veredicto: verdict.veredicto, motivo: verdict.motivo },
    })
  }, [verdict])

  return (
    <section
      className={permitido ? styles.allowed : styles.denied}
      aria-live="assertive"
      aria-label="Resultado del control"
      onClick={onDone}
    >
      <p className={styles.verdictTitle}>{permitido ? 'PUEDE INGRESAR' : 'NO PUEDE INGRESAR'}</p>
      {socio && (
        <GateAvatar
          socio={socio}
          photoClassName={styles.verdictPhoto}
          initialsClassName={styles.verdictInitials}
        />
      )}
      {socio && (
        <p className={styles.verdictName}>
          {socio.apellido}, {socio.apodo || socio.nombre}
          <span className={styles.verdictNumber}> · Socio #{socio.id}</span>
        </p>
      )}
      {verdict.ingresoReciente && (
        <p className={styles.recentNotice}>
          <span aria-hidden="true">⚠ </span>
          {verdict.motivo}
        </p>
      )}
      {permitido ? (
        socio?.vencimiento && (
          <p className={styles.verdictReason}>
            Carnet vigente hasta el {formatDate(socio.vencimiento)}
          </p>
        )
      ) : (
        <p className={styles.verdictReason}>{verdict.motivo}</p>
      )}
      {verdict.cuotasVencidas !== null && (
        <p className={verdict.cuotasVencidas === 0 ? styles.feeOk : styles.feeDebt}>
          {estadoCuotaTexto(verdict.cuotasVencidas)}
        </p>
      )}
      {verdict.offline && <p className={styles.offlineTag}>sin conexión</p>}
    </section>
  )
}
