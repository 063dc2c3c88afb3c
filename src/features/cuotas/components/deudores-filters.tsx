import { useEffect, useId, useState } from 'react'
import { SelectField } from '@/components/ui/select-field'
import { TAMANIOS_PAGINA_CUOTAS } from '@/domain/cuotas-filtros'
import type { CuotasAdminFiltros } from '@/domain/cuotas-filtros'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import styles from './cuotas-admin-page.module.css'

type Props = {
  filtros: CuotasAdminFiltros
  onChange: (changes: Partial<CuotasAdminFiltros>) => void
}

const MINIMOS = [1, 2, 3, 4, 5, 6, 12]

/** Search (debounced), the least cuotas past due and the page size of the debtors. */
export function DeudoresFilters({ filtros, onChange }: Props) {
  const id = useId()
  const [search, setSearch] = useState(filtros.search)
  const debounced = useDebouncedValue(search, 300)
  useEffect(() => {
    if (debounced !== filtros.search) onChange({ search: debounced, page: 1 })
    // Only a new debounced text triggers a search; the URL is the source of the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])
  // A minimum typed into the address that the list does not offer is offered too.
  const minimos = MINIMOS.includes(filtros.minimo)
    ? MINIMOS
    : [...MINIMOS, filtros.minimo].sort((a, b) => a - b)

  return (
    <div className={styles.filters} role="search" aria-label="Filtrar deudores">
      <div className={styles.filter}>
        <label htmlFor={`${id}-search`}>Buscar socio</label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          placeholder="Nombre o DNI"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
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
