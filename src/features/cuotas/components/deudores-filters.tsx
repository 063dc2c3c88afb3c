import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { TAMANIOS_PAGINA_CUOTAS } from '@/domain/cuotas-filtros'
import type { CuotasAdminFiltros } from '@/domain/cuotas-filtros'
import styles from './cuotas-admin-page.module.css'

type Props = {
  filtros: CuotasAdminFiltros
  onChange: (changes: Partial<CuotasAdminFiltros>) => void
}

const MINIMOS = [1, 2, 3, 4, 5, 6, 12]

/** Search (debounced), the least cuotas past due and the page size of the debtors. */
export function DeudoresFilters({ filtros, onChange }: Props) {
  // A minimum typed into the address that the list does not offer is offered too.
  const minimos = MINIMOS.includes(filtros.minimo)
    ? MINIMOS
    : [...MINIMOS, filtros.minimo].sort((a, b) => a - b)

  return (
    <div className={styles.filters} role="search" aria-label="Filtrar deudores">
      <SearchField
        className={styles.filter}
        label="Buscar socio"
        placeholder="Nombre o DNI"
        value={filtros.search}
        onSearch={(search) => onChange({ search, page: 1 })}
      />
      <SelectField
        label="Mínimo de cuotas vencidas"
        fieldClassName={styles.filter}
        value={filtros.minimo}
        onChange={(event) => onChange({ minimo: Number(event.target.value), page: 1 })}
      >
        {minimos.map((n) => (
          <option key={n} value={n}>
            {n === 1 ? '1 o más' : `${n} o más`}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Por página"
        fieldClassName={styles.filter}
        value={filtros.pageSize}
        onChange={(event) => onChange({ pageSize: Number(event.target.value), page: 1 })}
      >
        {TAMANIOS_PAGINA_CUOTAS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
