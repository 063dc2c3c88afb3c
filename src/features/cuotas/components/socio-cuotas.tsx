import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { DataTable } from '@/components/ui/data-table'
import { PagedResults } from '@/components/ui/paged-results'
import { nombrePeriodo } from '@/domain/cuotas/cuotas'
import { numeroRecibo, type Cuota, type Recibo } from '@/domain/cuotas/cuotas-api'
import { formatPesos } from '@/domain/dinero'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useCuotas } from '../api/get-cuotas'
import { AnularCuotaDialog } from './anular-cuota-dialog'
import { CuotaEstadoBadge } from './cuota-estado-badge'
import { RegistrarPagoDialog } from './registrar-pago-dialog'
import styles from './socio-cuotas.module.css'

const POR_PAGINA = 12

/**
 * The member detail's 'Cuotas' (docs/product.md#member-detail-cuotas): the member's cuotas,
 * what they owe, 'Registrar pago', 'Anular' on a pending one, and each payment's receipt.
 */
export function SocioCuotas({ socioId }: { socioId: number }) {
  const [page, setPage] = useState(1)
  const query = useCuotas({ socio: socioId, page, pageSize: POR_PAGINA })
  // Every pending cuota, whichever page shows it: what a payment may settle.
  const pendientes = useCuotas({ socio: socioId, estado: 'pendiente', page: 1, pageSize: 100 })
  const [pagando, setPagando] = useState(false)
  const [anulando, setAnulando] = useState<Cuota | null>(null)
  const [recibo, setRecibo] = useState<Recibo | null>(null)
  const porPagar = pendientes.data?.items ?? []

  const onPaid = (nuevo: Recibo) => {
    setPagando(false)
    setRecibo(nuevo)
    notify('success', `Pago registrado: recibo N° ${nuevo.numero}`)
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="cuotas-socio">
      <div className={styles.header}>
        <h2 id="cuotas-socio">Cuotas</h2>
        <button
          type="button"
          className="button"
          disabled={porPagar.length === 0}
          onClick={() => {
            setRecibo(null)
            setPagando(true)
          }}
        >
          Registrar pago
        </button>
      </div>
      {query.data && (
        <p className={styles.adeudado}>
          Adeudado: <strong>{formatPesos(query.data.adeudado)}</strong>
        </p>
      )}
      <div role="status">
        {recibo && (
          <p className={styles.registrado}>
            Pago registrado por {formatPesos(recibo.importe)}.{' '}
            <Link to="/admin/cuotas/recibo/$id" params={{ id: recibo.id }}>
              Ver recibo N° {recibo.numero}
            </Link>
          </p>
        )}
      </div>
      <PagedResults
        query={query}
        loading="Cargando cuotas…"
        empty="El socio todavía no tiene cuotas"
        onPage={setPage}
      >
        {(cuotas) => <CuotasTable cuotas={cuotas} onAnular={setAnulando} />}
      </PagedResults>
      {pagando && (
        <RegistrarPagoDialog
          socioId={socioId}
          pendientes={porPagar}
          onClose={() => setPagando(false)}
          onPaid={onPaid}
        />
      )}
      {anulando && <AnularCuotaDialog cuota={anulando} onClose={() => setAnulando(null)} />}
    </section>
  )
}

type TableProps = { cuotas: Cuota[]; onAnular: (cuota: Cuota) => void }

function CuotasTable({ cuotas, onAnular }: TableProps) {
  return (
    <DataTable>
      <thead>
        <tr>
          <th scope="col">Período</th>
          <th scope="col">Importe</th>
          <th scope="col">Vence</th>
          <th scope="col">Estado</th>
          <th scope="col">Acciones</th>
        </tr>
      </thead>
      <tbody>
        {cuotas.map((cuota) => (
          <tr key={cuota.id}>
            <td>
              {nombrePeriodo(cuota.periodo)}
              <div className={styles.categoria}>{cuota.categoria}</div>
            </td>
            <td className={styles.amount}>
              {formatPesos(cuota.importe)}
              {cuota.descuento > 0 && (
                <div className={styles.categoria}>Descuento {formatPesos(cuota.descuento)}</div>
              )}
            </td>
            <td>{formatDate(cuota.vencimiento)}</td>
            <td>
              <CuotaEstadoBadge cuota={cuota} />
            </td>
            <td>
              <CuotaAccion cuota={cuota} onAnular={onAnular} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}

function CuotaAccion({ cuota, onAnular }: { cuota: Cuota; onAnular: (cuota: Cuota) => void }) {
  if (cuota.pago) {
    return (
      <Link to="/admin/cuotas/recibo/$id" params={{ id: cuota.pago.id }}>
        Recibo N° {numeroRecibo(cuota.pago.id)}
      </Link>
    )
  }
  if (cuota.anulacion) return <span className={styles.categoria}>{cuota.anulacion.motivo}</span>
  if (cuota.estado !== 'pendiente') return null
  return (
    <button
      type="button"
      className={styles.anular}
      onClick={() => onAnular(cuota)}
      aria-label={`Anular la cuota de ${nombrePeriodo(cuota.periodo)}`}
    >
      Anular
    </button>
  )
}
