import {
  bindFilters,
  FilterBar,
  FilterDate,
  FilterSearch,
  FilterSelect,
} from '@/components/ui/form/filter-bar'
import {
  ACCIONES,
  TAMANIOS_PAGINA_AUDITORIA,
  type AuditoriaFiltros,
} from '@/domain/auditoria/auditoria'
import { ACCION_TEXTO } from '../utils/acciones'
import styles from './auditoria-filters.module.css'

type Props = { filtros: AuditoriaFiltros; onChange: (changes: Partial<AuditoriaFiltros>) => void }

const OPCIONES_ACCION = ['', ...ACCIONES] as const
const OPCION_TEXTO = { '': 'Todas', ...ACCION_TEXTO }

/** Actor (debounced), action, days and page size (docs/product.md#registro-de-actividad). */
export function RegistroFilters({ filtros, onChange }: Props) {
  const bind = bindFilters(filtros, onChange)
  return (
    <FilterBar label="Filtrar actividad" className={styles.filters}>
      <FilterSearch label="Usuario" placeholder="Email" {...bind('actor')} />
      <FilterSelect
        label="Acción"
        options={OPCIONES_ACCION}
        text={OPCION_TEXTO}
        {...bind('accion')}
      />
      <FilterDate label="Desde" max={filtros.hasta || undefined} {...bind('desde')} />
      <FilterDate label="Hasta" min={filtros.desde || undefined} {...bind('hasta')} />
      <FilterSelect label="Por página" options={TAMANIOS_PAGINA_AUDITORIA} {...bind('pageSize')} />
    </FilterBar>
  )
}
