import { discard } from '@/lib/outbox'
import { replayOutbox, useOutboxEntries } from '@/lib/use-outbox'
import { useOnlineStatus } from '@/lib/use-online-status'
import { altaOutbox } from '../api/alta-outbox'
import styles from './alta-page.module.css'

/** Registrations saved without connection: 'pendiente de envío' until delivered. */
export function PendingAltas() {
  const { entries, refresh } = useOutboxEntries()
  const online = useOnlineStatus()
  const altas = entries.filter((entry) => entry.url === altaOutbox.url)
  if (altas.length === 0) return null
  return (
    <section className={styles.pending} aria-labelledby="altas-pendientes">
      <h2 id="altas-pendientes">Altas sin enviar</h2>
      <ul>
        {altas.map((entry) => (
          <li key={entry.key}>
            <span>{entry.label}</span>{' '}
            {entry.rejected ? (
              <>
                <strong className={styles.rejected}>Rechazada: {entry.rejected}</strong>{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void discard(entry.key).then(refresh)}
                >
                  Descartar
                </button>
              </>
            ) : (
              <strong className={styles.waiting}>pendiente de envío</strong>
            )}
          </li>
        ))}
      </ul>
      {online && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void replayOutbox().then(refresh)}
        >
          Enviar ahora
        </button>
      )}
    </section>
  )
}
