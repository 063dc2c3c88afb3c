import { Link } from '@tanstack/react-router'
import { HTTPError } from 'ky'
import { OfflineDataNote, OfflineNothingKept } from '@/components/ui/offline-data-note'
import { MEDIO_PAGO_NOMBRE } from '@/domain/cuotas/cuotas'
import type { Recibo } from '@/domain/cuotas/cuotas-api'
import { formatPesos } from '@/domain/dinero'
import { diaDelClub } from '@/domain/fecha'
import { formatDni } from '@/domain/socios/socio'
import { useClubSettings } from '@/lib/club-settings'
import { formatDate } from '@/lib/format'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { useRecibo } from '../api/get-recibo'
import { tituloPeriodo } from '../utils/periodo'
import styles from './recibo-page.module.css'

type Props = {
  id: number
  /** Who reads it: the member, back to their cuotas; an administrator, back to the member. */
  area: 'socio' | 'admin'
}

/**
 * A payment's receipt (docs/product.md#receipt), printable: 'Imprimir' prints the receipt
 * alone, without the navigation. Kept in the persisted cache once opened.
 */
export function ReciboPage({ id, area }: Props) {
  const query = useRecibo(id)
  const online = useOnlineStatus()
  if (!query.data) {
    const missing =
      query.error instanceof HTTPError && [403, 404].includes(query.error.response.status)
    return (
      <main className="page">
        <h1>Recibo</h1>
        {!online ? (
          <OfflineNothingKept>
            Sin conexión: este recibo no está guardado en este teléfono. Conectate para verlo.
          </OfflineNothingKept>
        ) : query.isError ? (
          <p className="card" role="alert">
            {missing ? 'No encontramos ese recibo.' : 'No se pudo cargar el recibo.'}
          </p>
        ) : (
          <p className="card" role="status">
            Cargando el recibo…
          </p>
        )}
      </main>
    )
  }
  return <ReciboView recibo={query.data} area={area} updatedAt={query.dataUpdatedAt} />
}

function ReciboView({
  recibo,
  area,
  updatedAt,
}: {
  recibo: Recibo
  area: Props['area']
  updatedAt: number
}) {
  const club = useClubSettings()
  return (
    <main className={`page ${styles.page}`}>
      <OfflineDataNote updatedAt={updatedAt} />
      <article className={`card ${styles.recibo}`} aria-labelledby="recibo-titulo">
        <header className={styles.club}>
          <img src={club.escudo} alt="" width={56} height={56} />
          <span>{club.nombre}</span>
        </header>
        <div className={styles.title}>
          <h1 id="recibo-titulo">Recibo N° {recibo.numero}</h1>
          <p>Fecha: {formatDate(diaDelClub(new Date(recibo.fecha)))}</p>
        </div>
        <dl className={styles.data}>
          <dt>Socio</dt>
          <dd>
            {recibo.socio.apellido}, {recibo.socio.nombre} (Socio #{recibo.socio.id})
          </dd>
          <dt>DNI</dt>
          <dd>{formatDni(recibo.socio.documento)}</dd>
          <dt>Medio de pago</dt>
          <dd>{MEDIO_PAGO_NOMBRE[recibo.medio]}</dd>
          <dt>Registrado por</dt>
          <dd>{recibo.registradoPor ?? '—'}</dd>
          {recibo.nota && (
            <>
              <dt>Nota</dt>
              <dd>{recibo.nota}</dd>
            </>
          )}
        </dl>
        <table className={styles.table}>
          <caption className="visually-hidden">Cuotas pagadas</caption>
          <thead>
            <tr>
              <th scope="col">Período</th>
              <th scope="col">Categoría</th>
              <th scope="col" className={styles.amount}>
                Importe
              </th>
            </tr>
          </thead>
          <tbody>
            {recibo.cuotas.map((cuota) => (
              <tr key={cuota.id}>
                <td>{tituloPeriodo(cuota.periodo)}</td>
                <td>
                  {cuota.categoria}
                  {cuota.descuento > 0 && ` (descuento ${formatPesos(cuota.descuento)})`}
                </td>
                <td className={styles.amount}>{formatPesos(cuota.importe)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className={styles.amount}>{formatPesos(recibo.importe)}</td>
            </tr>
          </tfoot>
        </table>
      </article>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => window.print()}>
          Imprimir
        </button>
        {area === 'socio' ? (
          <Link to="/cuenta/cuotas" className="button button-secondary">
            Volver a mis cuotas
          </Link>
        ) : (
          <Link
            to="/admin/socios/$id"
            params={{ id: recibo.socio.id }}
            className="button button-secondary"
          >
            Volver al socio
          </Link>
        )}
      </div>
    </main>
  )
}
