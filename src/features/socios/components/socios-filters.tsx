import { bindFilters, FilterBar, FilterSearch, FilterSelect } from '@/components/ui/form/filter-bar'
import {
  ESTADOS_SOCIO_FILTRO,
  ORDENES_SOCIOS,
  TAMANIOS_PAGINA,
  type SocioFiltros,
} from '@/domain/socios/socios-filtros'
import styles from './socios-filters.module.css'

type Props = {
  filtros: SocioFiltros
  onChange: (changes: Partial<SocioFiltros>) => void
  /** Whether the 'Cuota' column shows: the device's choice, not the address's. */
  conCuota: boolean
  onConCuota: (shown: boolean) => void
  actividades: readonly { id: number; nombre: string }[]
}

const ESTADO_TEXTO: Record<SocioFiltros['estado'], string> = {
  todos: 'Todos',
  activos: 'Activos',
  inactivos: 'Inactivos',
  pendiente: 'Pendiente',
}

const ORDEN_TEXTO: Record<SocioFiltros['sort'], string> = {
  apellido: 'Apellido',
  antiguedad: 'Antigüedad',
  estado: 'Estado',
}

/**
 * Search (debounced), status, order, activity and page size of the member list, and whether it
 * shows each member's fees (docs/product.md#member-list).
 */
export function SociosFilters({ filtros, onChange, conCuota, onConCuota, actividades }: Props) {
  const bind = bindFilters(filtros, onChange)
  const nombres = new Map(actividades.map((a) => [a.id, a.nombre]))
  return (
    <FilterBar className={styles.filters}>
      <FilterSearch
        className={styles.search}
        label="Buscar socios"
        hideLabel
        placeholder="Buscar por nombre o DNI..."
        {...bind('search')}
      />
      <FilterSelect
        label="Estado"
        options={ESTADOS_SOCIO_FILTRO}
        text={ESTADO_TEXTO}
        {...bind('estado')}
      />
      <FilterSelect
        label="Ordenar por"
        options={ORDENES_SOCIOS}
        text={ORDEN_TEXTO}
        {...bind('sort')}
      />
      {(actividades.length > 0 || filtros.actividad !== 0) && (
        <FilterSelect
          label="Actividad"
          options={[
            0,
            ...actividades.map((a) => a.id),
            ...(filtros.actividad !== 0 && !nombres.has(filtros.actividad)
              ? [filtros.actividad]
              : []),
          ]}
          text={(id) => (id === 0 ? 'Todas' : (nombres.get(id) ?? `Actividad ${id}`))}
          {...bind('actividad')}
        />
      )}
      <FilterSelect label="Por página" options={TAMANIOS_PAGINA} {...bind('pageSize')} />
      <label className={styles.check}>
        <input type="checkbox" checked={conCuota} onChange={(e) => onConCuota(e.target.checked)} />
        Mostrar cuota
      </label>
    </FilterBar>
  )
}
