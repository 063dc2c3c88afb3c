import { discard, entryFields, type OutboxEntry } from '@/lib/offline/outbox'
import { notify } from '@/lib/notify'
import { replayOutbox, useOutboxEntries } from '@/lib/offline/use-outbox'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { altaOutbox } from '../api/alta-outbox'
import { fromMultipart, type AltaForm } from '../utils/alta-form'
import styles from './alta-page.module.css'

type Props = { onFix: (form: AltaForm) => void }

/**
 * Registrations saved without connection: 'pendiente de envío' until delivered; a refused
 * one is fixed in the form or discarded (docs/product.md#offline-outbox).
 */
export function PendingAltas({ onFix }: Props) {
  const { entries, refresh } = useOutboxEntries()
  const online = useOnlineStatus()
  const altas = entries.filter((entry) => entry.url === altaOutbox.url)
  if (altas.length === 0) return null

  const fix = async (entry: OutboxEntry) => {
    try {
      onFix(fromMultipart(await entryFields(entry), entry.files))
    } catch {
      return notify(
        'error',
        'No se pudieron leer los datos guardados: descartala y cargala de nuevo',
      )
    }
    await discard(entry.key)
    refresh()
    notify('info', 'Corregí los datos, escribí de nuevo la contraseña y guardá el alta')
  }

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
                  onClick={() => void fix(entry)}
                >
                  Corregir
                </button>{' '}
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
