import { Link } from '@tanstack/react-router'
import { formatDni } from '@/domain/socios/socio'
import type { MiembroGrupo } from '@/domain/grupos/grupos-api'
import { nombreSocio } from '../utils/textos'
import styles from './grupo-edit-page.module.css'
import { HabilitadoBadge } from './habilitado-badge'

type Props = {
  miembros: MiembroGrupo[]
  /** A removal is under way: no other until it ends. */
  quitando: boolean
  onQuitar: (miembro: MiembroGrupo) => void
}

/** The group's members, each with whether they count for the discount and 'Quitar'. */
export function MiembrosGrupo({ miembros, quitando, onQuitar }: Props) {
  if (miembros.length === 0) return <p className={styles.vacio}>No hay miembros en este grupo</p>
  return (
    <ul className={styles.lista}>
      {miembros.map((miembro) => {
        const nombre = nombreSocio(miembro)
        return (
          <li key={miembro.id}>
            <div className={styles.persona}>
              <Link to="/admin/socios/$id" params={{ id: miembro.id }} className={styles.socio}>
                {nombre}
              </Link>
              <span className={styles.dni}>DNI {formatDni(miembro.documento)}</span>
              <HabilitadoBadge miembro={miembro} />
            </div>
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Quitar a ${nombre}`}
              disabled={quitando}
              onClick={() => onQuitar(miembro)}
            >
              Quitar
            </button>
          </li>
        )
      })}
    </ul>
  )
}
