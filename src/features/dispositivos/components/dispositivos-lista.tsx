import { Spinner } from '@/components/ui/spinner'
import type { Dispositivo } from '@/domain/dispositivos'
import { fechaDelClub, fechaHoraDelClub } from '../utils/textos'
import styles from './dispositivos-lista.module.css'

type Props = {
  query: { data: Dispositivo[] | undefined; isPending: boolean; isError: boolean }
  /** What an empty list says. */
  vacio: string
  /** A removal is under way: no other until it ends. */
  quitando: boolean
  onQuitar: (dispositivo: Dispositivo) => void
  /** The device of the phone showing the list, marked 'Este teléfono'. */
  esteId?: number
}

/** The card's devices, each with when it was added, its last renewal and 'Quitar'. */
export function DispositivosLista({ query, vacio, quitando, onQuitar, esteId }: Props) {
  if (query.isPending) return <Spinner label="Cargando…" />
  if (query.isError || !query.data) {
    return (
      <p className="form-notice" role="alert">
        No se pudieron obtener los datos
      </p>
    )
  }
  if (query.data.length === 0) return <p className={styles.vacio}>{vacio}</p>
  return (
    <ul className={styles.lista}>
      {query.data.map((dispositivo) => (
        <li key={dispositivo.id}>
          <div className={styles.datos}>
            <strong className={styles.nombre}>{dispositivo.nombre}</strong>
            {dispositivo.id === esteId && <span className={styles.este}>Este teléfono</span>}
            <span>
              Desde el <time dateTime={dispositivo.alta}>{fechaDelClub(dispositivo.alta)}</time>
            </span>
            <span>
              Última renovación:{' '}
              <time dateTime={dispositivo.renovado}>{fechaHoraDelClub(dispositivo.renovado)}</time>
            </span>
          </div>
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Quitar ${dispositivo.nombre}`}
            disabled={quitando}
            onClick={() => onQuitar(dispositivo)}
          >
            Quitar
          </button>
        </li>
      ))}
    </ul>
  )
}
