import { bindFilters, FilterBar, FilterSearch, FilterSelect } from '@/components/ui/form/filter-bar'
import { TAMANIOS_PAGINA_CUOTAS } from '@/domain/cuotas/cuotas-filtros'
import type { CuotasAdminFiltros } from '@/domain/cuotas/cuotas-filtros'
import styles from './cuotas-admin-page.module.css'

type Props = {
  filtros: CuotasAdminFiltros
  onChange: (changes: Partial<CuotasAdminFiltros>) => void
}

const MINIMOS = [1, 2, 3, 4, 5, 6, 12]

/** Search (debounced), the least cuotas past due and the page size of the debtors. */
export function DeudoresFilters({ filtros, onChange }: Props) {
  const bind = bindFilters(filtros, onChange)
  // A minimum typed into the address that the list does not offer is offered too.
  const minimos = MINIMOS.includes(filtros.minimo)
    ? MINIMOS
    : [...MINIMOS, filtros.minimo].sort((a, b) => a - b)

  return (
    <FilterBar label="Filtrar deudores" className={styles.filters}>
      <FilterSearch label="Buscar socio" placeholder="Nombre o DNI" {...bind('search')} />
      <FilterSelect
        label="Mínimo de cuotas vencidas"
        options={minimos}
        text={(n) => `${n} o más`}
        {...bind('minimo')}
      />
      <FilterSelect label="Por página" options={TAMANIOS_PAGINA_CUOTAS} {...bind('pageSize')} />
    </FilterBar>
  )
}
