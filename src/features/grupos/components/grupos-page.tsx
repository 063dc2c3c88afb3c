import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { PagedResults } from '@/components/ui/paged-results'
import { SelectField } from '@/components/ui/select-field'
import { GRUPO_MENSAJE } from '@/domain/grupos'
import { TAMANIOS_PAGINA_GRUPOS, type GruposFiltros } from '@/domain/grupos-filtros'
import { formatCount } from '@/domain/plural'
import { notify } from '@/lib/notify'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useGrupos } from '../api/get-grupos'
import { GrupoCard } from './grupo-card'
import { GrupoNombreDialog } from './grupo-nombre-dialog'
import styles from './grupos-page.module.css'

type Props = { filtros: GruposFiltros; onChange: (changes: Partial<GruposFiltros>) => void }

/** 'Grupos Familiares' (docs/product.md#grupos-familiares): the groups, searched on the server. */
export function GruposPage({ filtros, onChange }: Props) {
  const id = useId()
  const query = useGrupos(filtros)
  const navigate = useNavigate()
  const [creando, setCreando] = useState(false)
  const [search, setSearch] = useState(filtros.search)
  const debounced = useDebouncedValue(search, 300)
  useEffect(() => {
    if (debounced !== filtros.search) onChange({ search: debounced, page: 1 })
    // Only a new debounced text triggers a search; the URL is the source of the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])

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
        <div className="field">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            Buscar grupos
          </label>
          <input
            id={`${id}-search`}
            className="input"
            type="search"
            placeholder="Buscar grupos..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
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
