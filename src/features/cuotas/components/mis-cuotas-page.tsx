import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { OfflineDataNote, OfflineNothingKept } from '@/components/ui/offline-data-note'
import { Pagination } from '@/components/ui/pagination'
import { MEDIO_PAGO_NOMBRE } from '@/domain/cuotas/cuotas'
import { numeroRecibo, type Cuota } from '@/domain/cuotas/cuotas-api'
import { formatPesos } from '@/domain/dinero'
import { diaDelClub } from '@/domain/fecha'
import { useClubSettings } from '@/lib/club-settings'
import { formatDate, formatDateTime } from '@/lib/format'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useCuotas } from '../api/get-cuotas'
import { misCuotasConsulta } from '../api/mis-cuotas'
import { tituloPeriodo } from '../utils/periodo'
import { ComoPagar } from './como-pagar'
import { CuotaEstadoBadge } from './cuota-estado-badge'
import styles from './mis-cuotas-page.module.css'

/**
 * 'Estado de Cuotas' (docs/product.md#estado-de-cuotas): the member's own cuotas, what they
 * owe and how to pay. Renders from the persisted cache first, so it opens offline too.
 */
export function MisCuotasPage() {
  const club = useClubSettings()
  const online = useOnlineStatus()
  const [page, setPage] = useState(1)
  const query = useCuotas(misCuotasConsulta(page))
  const { data } = query
  return (
    <main className="page">
      <h1>Estado de Cuotas</h1>
      {data && <OfflineDataNote updatedAt={query.dataUpdatedAt} />}
      {!data ? (
        !online ? (
          <OfflineNothingKept>
            Sin conexión: tus cuotas todavía no se guardaron en este teléfono. Conectate para
            verlas.
          </OfflineNothingKept>
        ) : query.isError ? (
          <p className="card" role="alert">
            No se pudieron obtener tus cuotas. Revisá tu conexión e intentá de nuevo.
          </p>
        ) : (
          <p className="card" role="status">
            Cargando tus cuotas…
          </p>
        )
      ) : (
        <>
          <p className={`card ${styles.total}`}>
            <span>Total adeudado</span>
            <strong>{formatPesos(data.adeudado)}</strong>
          </p>
          <section aria-labelledby="mis-cuotas">
            <h2 id="mis-cuotas">Tus cuotas</h2>
            {data.items.length === 0 ? (
              <p className="card">Todavía no tenés cuotas.</p>
            ) : (
              <ul className={styles.list} aria-busy={query.isPlaceholderData}>
                {data.items.map((cuota) => (
                  <CuotaItem key={cuota.id} cuota={cuota} />
                ))}
              </ul>
            )}
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
            />
          </section>
          <p className={styles.updated}>
            Datos actualizados el {formatDateTime(query.dataUpdatedAt)}
          </p>
        </>
      )}
      <ComoPagar club={club} />
    </main>
  )
}

function CuotaItem({ cuota }: { cuota: Cuota }) {
  const titulo = tituloPeriodo(cuota.periodo)
  return (
    <li className={`card ${styles.item}`}>
      <div className={styles.head}>
        <h3>{titulo}</h3>
        <CuotaEstadoBadge cuota={cuota} />
      </div>
      <dl className={styles.data}>
        <dt>Categoría</dt>
        <dd>{cuota.categoria}</dd>
        <dt>Importe</dt>
        <dd>{formatPesos(cuota.importe)}</dd>
        <dt>Descuento</dt>
        <dd>{cuota.descuento > 0 ? formatPesos(cuota.descuento) : 'Sin descuento'}</dd>
        <dt>Vence</dt>
        <dd>{formatDate(cuota.vencimiento)}</dd>
      </dl>
      {cuota.pago && (
        <p className={styles.pago}>
          Pagada el {formatDate(diaDelClub(new Date(cuota.pago.fecha)))} (
          {MEDIO_PAGO_NOMBRE[cuota.pago.medio]}) ·{' '}
          <Link
            to="/cuenta/cuotas/recibo/$id"
            params={{ id: cuota.pago.id }}
            aria-label={`Ver recibo N° ${numeroRecibo(cuota.pago.id)} de ${titulo}`}
          >
            Ver recibo
          </Link>
        </p>
      )}
      {cuota.anulacion && <p className={styles.pago}>Anulada: {cuota.anulacion.motivo}</p>}
    </li>
  )
}
