import { useState } from 'react'
import { QueryResults } from '@/components/ui/query-results'
import { nombreVisible, type Dispositivo } from '@/domain/dispositivos/dispositivos'
import { fechaDelClub, fechaHoraDelClub } from '../utils/textos'
import styles from './dispositivos-lista.module.css'
import { NombreForm } from './nombre-form'

type Props = {
  query: { data: Dispositivo[] | undefined; isPending: boolean; isError: boolean }
  /** What an empty list says. */
  vacio: string
  /** A removal is under way: no other until it ends. */
  quitando: boolean
  onQuitar: (dispositivo: Dispositivo) => void
  /** The device whose certificate the phone showing the list keeps, marked 'Este teléfono'. */
  esteId?: number
  /** The member's own list: each device can be named ('Cambiar nombre'). */
  renombrable?: boolean
}

/**
 * Whether `dispositivo` is the phone in hand: the one whose certificate it keeps; keeping
 * none, the one its session registered or last renewed (the server's `este`).
 */
const esEste = (dispositivo: Dispositivo, esteId: number | undefined) =>
  esteId === undefined ? dispositivo.este : dispositivo.id === esteId

/**
 * The card's devices, each by the name the member knows it by, what the browser said of it,
 * when it was added and last used, and 'Quitar'.
 */
export function DispositivosLista({
  query,
  vacio,
  quitando,
  onQuitar,
  esteId,
  renombrable = false,
}: Props) {
  const [renombrando, setRenombrando] = useState<number>()
  return (
    <QueryResults
      query={query}
      loading="Cargando…"
      isEmpty={(dispositivos) => dispositivos.length === 0}
      empty={vacio}
      emptyClassName={styles.vacio}
    >
      {(dispositivos) => (
        <ul className={styles.lista}>
          {dispositivos.map((dispositivo) => {
            const nombre = nombreVisible(dispositivo)
            return (
              <li key={dispositivo.id}>
                <div className={styles.datos}>
                  <strong className={styles.nombre}>{nombre}</strong>
                  {dispositivo.apodo && <span>{dispositivo.nombre}</span>}
                  {esEste(dispositivo, esteId) && (
                    <span className={styles.este}>Este teléfono</span>
                  )}
                  <span>
                    Último uso:{' '}
                    <time dateTime={dispositivo.usado}>{fechaHoraDelClub(dispositivo.usado)}</time>
                  </span>
                  <span>
                    Desde el{' '}
                    <time dateTime={dispositivo.alta}>{fechaDelClub(dispositivo.alta)}</time>
                  </span>
                </div>
                <div className={styles.acciones}>
                  {renombrable && renombrando !== dispositivo.id && (
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`Cambiar nombre de ${nombre}`}
                      onClick={() => setRenombrando(dispositivo.id)}
                    >
                      Cambiar nombre
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Quitar ${nombre}`}
                    disabled={quitando}
                    onClick={() => onQuitar(dispositivo)}
                  >
                    Quitar
                  </button>
                </div>
                {renombrando === dispositivo.id && (
                  <NombreForm dispositivo={dispositivo} onDone={() => setRenombrando(undefined)} />
                )}
              </li>
            )
          })}
        </ul>
      )}
    </QueryResults>
  )
}
