import { Spinner } from '@/components/ui/spinner'
import { nombrePeriodo } from '@/domain/cuotas/cuotas'
import { formatPesos } from '@/domain/dinero'
import { formatNumber } from '@/lib/format'
import { useResumen } from '../api/get-resumen'
import styles from './cuotas-admin-page.module.css'

/**
 * A period's totals (docs/product.md#admin-cuotas): billed (pending and paid), collected and
 * owed, and how many cuotas are in each state.
 */
export function ResumenPeriodo({ periodo }: { periodo: string }) {
  const { data, isError } = useResumen(periodo)
  return (
    <section className="card" aria-labelledby="resumen-periodo">
      <h2 id="resumen-periodo">Resumen de {nombrePeriodo(periodo)}</h2>
      {!data ? (
        isError ? (
          <p className="form-notice" role="alert">
            No se pudieron obtener los datos
          </p>
        ) : (
          <Spinner label="Cargando resumen…" />
        )
      ) : (
        <>
          <dl className={`${styles.resumen} ${styles.importes}`}>
            <Dato label="Facturado" value={formatPesos(data.facturado)} />
            <Dato label="Cobrado" value={formatPesos(data.cobrado)} />
            <Dato label="Adeudado" value={formatPesos(data.adeudado)} />
          </dl>
          <dl className={`${styles.resumen} ${styles.cantidades}`}>
            <Dato label="Cuotas" value={formatNumber(data.cuotas)} />
            <Dato label="Pagadas" value={formatNumber(data.pagadas)} />
            <Dato label="Pendientes" value={formatNumber(data.pendientes)} />
            <Dato label="Anuladas" value={formatNumber(data.anuladas)} />
          </dl>
        </>
      )}
    </section>
  )
}

function Dato({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
