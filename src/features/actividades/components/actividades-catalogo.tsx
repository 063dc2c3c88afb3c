import { OfflineDataNote, OfflineNothingKept } from '@/components/ui/offline-data-note'
import { Spinner } from '@/components/ui/spinner'
import { describirEdades, describirHorarios } from '@/domain/actividades/actividades'
import type { Actividad } from '@/domain/actividades/actividades-api'
import { formatPesos } from '@/domain/dinero'
import { formatCount } from '@/domain/plural'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useCatalogo } from '../api/get-actividades'
import styles from './actividades.module.css'

/**
 * 'Actividades' (docs/product.md#actividades): the club's active activities with their
 * schedule, price and places left. Offline, the copy kept on the device and its date.
 */
export function ActividadesCatalogo() {
  const query = useCatalogo()
  const online = useOnlineStatus()
  return (
    <main className="page">
      <h1>Actividades</h1>
      {query.data ? (
        <>
          <OfflineDataNote updatedAt={query.dataUpdatedAt} />
          {query.data.length === 0 ? (
            <p className="card">Por ahora el club no publicó actividades.</p>
          ) : (
            <ul className={styles.catalogo}>
              {query.data.map((actividad) => (
                <li key={actividad.id}>
                  <ActividadCard actividad={actividad} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : !online ? (
        <OfflineNothingKept>
          Sin conexión: las actividades no están guardadas en este dispositivo. Conectate para
          verlas.
        </OfflineNothingKept>
      ) : query.isError ? (
        <p className="card" role="alert">
          No se pudieron obtener las actividades.
        </p>
      ) : (
        <Spinner label="Cargando actividades" />
      )}
    </main>
  )
}

function ActividadCard({ actividad }: { actividad: Actividad }) {
  const edades = describirEdades(actividad.edadMin, actividad.edadMax)
  const titulo = `actividad-${actividad.id}`
  return (
    <article className={`card ${styles.actividad}`} aria-labelledby={titulo}>
      <h2 id={titulo}>{actividad.nombre}</h2>
      {actividad.descripcion && <p>{actividad.descripcion}</p>}
      <dl className={styles.datos}>
        {actividad.horarios.length > 0 && (
          <div>
            <dt>Horarios</dt>
            <dd>{describirHorarios(actividad.horarios)}</dd>
          </div>
        )}
        {actividad.profesor && (
          <div>
            <dt>Profesor</dt>
            <dd>{actividad.profesor}</dd>
          </div>
        )}
        <div>
          <dt>Cuota mensual</dt>
          <dd>{formatPesos(actividad.importeMensual)}</dd>
        </div>
        {edades && (
          <div>
            <dt>Edades</dt>
            <dd>{edades}</dd>
          </div>
        )}
        {actividad.cupoLibre !== null && (
          <div>
            <dt>Cupo</dt>
            <dd>{cupoTexto(actividad.cupoLibre)}</dd>
          </div>
        )}
      </dl>
      {actividad.requiereApto && <p className={styles.apto}>Requiere apto médico</p>}
    </article>
  )
}

/** 'Sin lugares', '1 lugar libre', '12 lugares libres'. */
export const cupoTexto = (libre: number) =>
  libre === 0 ? 'Sin lugares' : formatCount(libre, 'lugar libre', 'lugares libres')
