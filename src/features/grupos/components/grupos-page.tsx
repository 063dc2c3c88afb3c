import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PagedResults } from '@/components/ui/paged-results'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { GRUPO_MENSAJE } from '@/domain/grupos'
import { TAMANIOS_PAGINA_GRUPOS, type GruposFiltros } from '@/domain/grupos-filtros'
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

  return (
    <main className="page page-wide">
      <div className={styles.header}>
        <div>
          <h1>Grupos Familiares</h1>
          <p className={styles.total}>
            {query.data ? formatCount(query.data.total, 'grupo', 'grupos') : '… grupos'}
          </p>
        </div>
        <button type="button" className="button" onClick={() => setCreando(true)}>
          Crear Grupo
        </button>
      </div>
      <div className={styles.filters} role="search" aria-label="Buscar grupos">
        <SearchField
          className="field"
          label="Buscar grupos"
          hideLabel
          placeholder="Buscar grupos..."
          value={filtros.search}
          onSearch={(search) => onChange({ search, page: 1 })}
        />
        <SelectField
          label="Por página"
          value={filtros.pageSize}
          onChange={(event) => onChange({ pageSize: Number(event.target.value), page: 1 })}
        >
          {TAMANIOS_PAGINA_GRUPOS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      </div>
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
