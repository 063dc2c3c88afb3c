import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import type { SocioFiltros } from '@/domain/socios-filtros'
import styles from './socios-filters.module.css'

type Props = {
  filtros: SocioFiltros
  onChange: (changes: Partial<SocioFiltros>) => void
  /** Whether the 'Cuota' column shows: the device's choice, not the address's. */
  conCuota: boolean
  onConCuota: (shown: boolean) => void
}

/**
 * Search (debounced), status, order and page size of the member list, and whether it shows
 * each member's fees (docs/product.md#member-list).
 */
export function SociosFilters({ filtros, onChange, conCuota, onConCuota }: Props) {
  return (
    <div className={styles.filters} role="search">
      <SearchField
        className={styles.search}
        label="Buscar socios"
        hideLabel
        placeholder="Buscar por nombre o DNI..."
        value={filtros.search}
        onSearch={(search) => onChange({ search, page: 1 })}
      />
      <SelectField
        label="Estado"
        fieldClassName={styles.select}
        value={filtros.estado}
        onChange={(e) => onChange({ estado: e.target.value as SocioFiltros['estado'], page: 1 })}
      >
        <option value="todos">Todos</option>
        <option value="activos">Activos</option>
        <option value="inactivos">Inactivos</option>
        <option value="pendiente">Pendiente</option>
      </SelectField>
      <SelectField
        label="Ordenar por"
        fieldClassName={styles.select}
        value={filtros.sort}
        onChange={(e) => onChange({ sort: e.target.value as SocioFiltros['sort'], page: 1 })}
      >
        <option value="apellido">Apellido</option>
        <option value="antiguedad">Antigüedad</option>
        <option value="estado">Estado</option>
      </SelectField>
      <SelectField
        label="Por página"
        fieldClassName={styles.select}
        value={filtros.pageSize}
        onChange={(e) => onChange({ pageSize: Number(e.target.value), page: 1 })}
      >
        <option value={10}>10</option>
        <option value={25}>25</option>
        <option value={50}>50</option>
      </SelectField>
      <label className={styles.check}>
        <input type="checkbox" checked={conCuota} onChange={(e) => onConCuota(e.target.checked)} />
        Mostrar cuota
      </label>
    </div>
  )
}
