import { useQuery } from '@tanstack/react-query'
import { socioDetailQueryOptions } from '@/entities/socio/socio-detail-query'
import { formatDate } from '@/lib/format'
import styles from './actividades.module.css'

/**
 * 'Mis actividades' in 'Mi Cuenta' (docs/product.md#actividades): what the member is enrolled
 * in now, from their own record; nothing while it loads or when it cannot be read.
 */
export function MisActividades({ socioId }: { socioId: number }) {
  const { data } = useQuery(socioDetailQueryOptions(socioId))
  if (!data) return null
  return (
    <section className={`card ${styles.mias}`} aria-labelledby="mis-actividades">
      <h2 id="mis-actividades">Mis actividades</h2>
      {data.actividades.length === 0 ? (
        <p>No estás inscripto en ninguna actividad.</p>
      ) : (
        <ul>
          {data.actividades.map((a) => (
            <li key={a.id}>
              {a.nombre} <span className={styles.desde}>desde el {formatDate(a.desde)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
