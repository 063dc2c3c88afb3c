import { useId } from 'react'
import { usePushWidget, type PushEstado } from '../hooks/use-push-widget'
import { PUSH_TEXTO } from '../utils/textos'
import styles from './push-widget.module.css'

/** The line under the status, when there is something to explain. */
const AYUDA: Partial<Record<PushEstado, string>> = {
  'no-soportado': PUSH_TEXTO.noSoportadas,
  instalar: PUSH_TEXTO.iphone,
  denegado: `${PUSH_TEXTO.denegados}. ${PUSH_TEXTO.comoDesbloquear}`,
}

/**
 * 'Notificaciones' (docs/product.md#notificaciones): 'Estado: Suscrito / No suscrito', the
 * subscribe or unsubscribe button, and the test, enabled only when subscribed. On an iPhone
 * outside the installed app, how to install it instead.
 */
export function PushWidget() {
  const { estado, ocupado, suscribir, cancelar, probar } = usePushWidget()
  const titleId = useId()
  const suscrito = estado === 'suscrito'
  const puede = estado === 'suscrito' || estado === 'no-suscrito'
  const ayuda = AYUDA[estado]
  return (
    <section className={`card ${styles.widget}`} aria-labelledby={titleId}>
      <h2 id={titleId}>Notificaciones</h2>
      <p className={styles.estado} aria-live="polite">
        {estado === 'cargando' ? 'Estado: …' : `Estado: ${suscrito ? 'Suscrito' : 'No suscrito'}`}
      </p>
      {ayuda && <p className={styles.ayuda}>{ayuda}</p>}
      {puede && (
        <div className={styles.actions}>
          <button
            type="button"
            className={suscrito ? 'button button-secondary' : 'button'}
            disabled={ocupado}
            onClick={() => void (suscrito ? cancelar() : suscribir())}
          >
            {suscrito ? 'Cancelar suscripción' : 'Suscribirse'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!suscrito || ocupado}
            onClick={() => void probar()}
          >
            Enviar notificación de prueba
          </button>
        </div>
      )}
    </section>
  )
}
