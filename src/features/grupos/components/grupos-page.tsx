import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { bindFilters, FilterBar, FilterSearch, FilterSelect } from '@/components/ui/form/filter-bar'
import { PageHeader, PagedResults } from '@/components/ui/paged-results'
import { GRUPO_MENSAJE } from '@/domain/grupos/grupos'
import { TAMANIOS_PAGINA_GRUPOS, type GruposFiltros } from '@/domain/grupos/grupos-filtros'
import { formatCount } from '@/domain/plural'
import { notify } from '@/lib/notify'
import { useGrupos } from '../api/get-grupos'
import { GrupoCard } from './grupo-card'
import { GrupoNombreDialog } from './grupo-nombre-dialog'
import styles from './grupos-page.module.css'

type Props = { filtros: GruposFiltros; onChange: (changes: Partial<GruposFiltros>) => void }

/** 'Grupos Familiares' (docs/product.md#grupos-familiares): the groups, searched on the server. */
export function GruposPage({ filtros, onChange }: Props) {
  const query = useGrupos(filtros)
  const navigate = useNavigate()
  const [creando, setCreando] = useState(false)
  const bind = bindFilters(filtros, onChange)

  return (
    <main className="page page-wide">
      <PageHeader
        title="Grupos Familiares"
        total={query.data ? formatCount(query.data.total, 'grupo', 'grupos') : '… grupos'}
      >
        <button type="button" className="button" onClick={() => setCreando(true)}>
          Crear Grupo
        </button>
      </PageHeader>
      <FilterBar label="Buscar grupos" className={styles.filters}>
        <FilterSearch
          className="field"
          label="Buscar grupos"
          hideLabel
          placeholder="Buscar grupos..."
          {...bind('search')}
        />
        <FilterSelect
          label="Por página"
          className="field"
          options={TAMANIOS_PAGINA_GRUPOS}
          {...bind('pageSize')}
        />
      </FilterBar>
      <PagedResults
        query={query}
        loading="Cargando grupos…"
        empty={
          filtros.search
            ? 'No se encontraron grupos'
            : 'Todavía no hay grupos familiares: creá el primero con “Crear Grupo”.'
        }
        onPage={(page) => onChange({ page })}
      >
        {(grupos) => (
          <ul className={styles.cards}>
            {grupos.map((grupo) => (
              <li key={grupo.id}>
                <GrupoCard grupo={grupo} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
      {creando && (
        <GrupoNombreDialog
          onClose={() => setCreando(false)}
          onSaved={(grupo) => {
            notify('success', GRUPO_MENSAJE.creado)
            // A new group has no members yet: its page is where they are added.
            void navigate({ to: '/admin/grupos-familiares/$id', params: { id: grupo.id } })
          }}
        />
      )}
    </main>
  )
}
