import { PagedResults } from '@/components/ui/paged-results'
import { RANGO_INVALIDO, rangoInvalido, type AuditoriaFiltros } from '@/domain/auditoria/auditoria'
import { formatCount } from '@/domain/plural'
import { useAuditoria } from '../api/get-auditoria'
import { RegistroFilters } from './auditoria-filters'
import styles from './auditoria-page.module.css'
import { RegistroTable } from './auditoria-table'

type Props = { filtros: AuditoriaFiltros; onChange: (changes: Partial<AuditoriaFiltros>) => void }

/** 'Registro de actividad' (docs/product.md#registro-de-actividad). */
export function RegistroPage({ filtros, onChange }: Props) {
  const invalid = rangoInvalido(filtros)
  const query = useAuditoria(filtros, !invalid)
  const total = invalid ? 0 : query.data?.total
  return (
    <main className="page page-wide">
      <h1 className={styles.title}>Registro de actividad</h1>
      <p className={styles.total}>
        Total: {total === undefined ? '… entradas' : formatCount(total, 'entrada', 'entradas')}
      </p>
      <RegistroFilters filtros={filtros} onChange={onChange} />
      {invalid ? (
        <p className="form-notice" role="alert">
          {RANGO_INVALIDO}
        </p>
      ) : (
        <PagedResults
          query={query}
          loading="Cargando registro…"
          empty="No hay actividad con los filtros aplicados"
          onPage={(page) => onChange({ page })}
        >
          {(entradas) => <RegistroTable entradas={entradas} />}
        </PagedResults>
      )}
    </main>
  )
}
