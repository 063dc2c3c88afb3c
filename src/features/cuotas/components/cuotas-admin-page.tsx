import { PagedResults } from '@/components/ui/paged-results'
import { periodoActual } from '@/domain/cuotas/cuotas'
import { deudoresDe, type CuotasAdminFiltros } from '@/domain/cuotas/cuotas-filtros'
import { formatCount } from '@/domain/plural'
import { useDeudores } from '../api/get-deudores'
import styles from './cuotas-admin-page.module.css'
import { DeudoresFilters } from './deudores-filters'
import { DeudoresTable } from './deudores-table'
import { GenerarCuotas } from './generar-cuotas'
import { ResumenPeriodo } from './resumen-periodo'

type Props = {
  filtros: CuotasAdminFiltros
  onChange: (changes: Partial<CuotasAdminFiltros>) => void
}

/**
 * 'Cuotas' for administrators (docs/product.md#admin-cuotas): generate a period, the
 * period's totals, and the members who owe cuotas past due.
 */
export function CuotasAdminPage({ filtros, onChange }: Props) {
  const periodo = filtros.periodo || periodoActual()
  const deudores = useDeudores(deudoresDe(filtros))
  return (
    <main className="page page-wide">
      <h1>Cuotas</h1>
      <div className={styles.grid}>
        <GenerarCuotas periodo={periodo} onPeriodo={(p) => onChange({ periodo: p })} />
        <ResumenPeriodo periodo={periodo} />
      </div>
      <section aria-labelledby="deudores" className={styles.deudores}>
        <h2 id="deudores">Deudores</h2>
        <p className={styles.total}>
          {deudores.data
            ? `${formatCount(deudores.data.total, 'socio', 'socios')} con cuotas vencidas`
            : '… socios con cuotas vencidas'}
        </p>
        <DeudoresFilters filtros={filtros} onChange={onChange} />
        <PagedResults
          query={deudores}
          loading="Cargando deudores…"
          empty="No hay socios con cuotas vencidas con los filtros aplicados"
          onPage={(page) => onChange({ page })}
        >
          {(items) => <DeudoresTable deudores={items} />}
        </PagedResults>
      </section>
    </main>
  )
}
