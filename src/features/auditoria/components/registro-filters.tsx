import { useId } from 'react'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { ACCIONES, TAMANIOS_PAGINA_AUDITORIA, type AuditoriaFiltros } from '@/domain/auditoria'
import { ACCION_TEXTO } from '../utils/acciones'
import styles from './registro-filters.module.css'

type Props = { filtros: AuditoriaFiltros; onChange: (changes: Partial<AuditoriaFiltros>) => void }

/** Actor (debounced), action, days and page size (docs/product.md#registro-de-actividad). */
export function RegistroFilters({ filtros, onChange }: Props) {
  const id = useId()

  return (
    <div className={styles.filters} role="search" aria-label="Filtrar actividad">
      <SearchField
        className={styles.field}
        label="Usuario"
        placeholder="Email"
        value={filtros.actor}
        onSearch={(actor) => onChange({ actor, page: 1 })}
      />
      <SelectField
        label="Acción"
        fieldClassName={styles.field}
        value={filtros.accion}
        onChange={(e) =>
          onChange({ accion: e.target.value as AuditoriaFiltros['accion'], page: 1 })
        }
      >
        <option value="">Todas</option>
        {ACCIONES.map((accion) => (
          <option key={accion} value={accion}>
            {ACCION_TEXTO[accion]}
          </option>
        ))}
      </SelectField>
      <div className={styles.field}>
        <label htmlFor={`${id}-desde`}>Desde</label>
        <input
          id={`${id}-desde`}
          className="input"
          type="date"
          value={filtros.desde}
          max={filtros.hasta || undefined}
          onChange={(e) => onChange({ desde: e.target.value, page: 1 })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-hasta`}>Hasta</label>
        <input
          id={`${id}-hasta`}
          className="input"
          type="date"
          value={filtros.hasta}
          min={filtros.desde || undefined}
          onChange={(e) => onChange({ hasta: e.target.value, page: 1 })}
        />
      </div>
      <SelectField
        label="Por página"
        fieldClassName={styles.field}
        value={filtros.pageSize}
        onChange={(e) => onChange({ pageSize: Number(e.target.value), page: 1 })}
      >
        {TAMANIOS_PAGINA_AUDITORIA.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
