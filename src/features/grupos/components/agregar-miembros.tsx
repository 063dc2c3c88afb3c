import { useId, useState } from 'react'
import { PagedResults } from '@/components/ui/paged-results'
import { GRUPO_MENSAJE } from '@/domain/grupos/grupos'
import { TAMANIO_PAGINA_DISPONIBLES } from '@/domain/grupos/grupos-filtros'
import { formatDni } from '@/domain/socios/socio'
import type { SocioDisponible } from '@/domain/grupos/grupos-api'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value'
import { useAddMiembro } from '../api/add-miembro'
import { useDisponibles } from '../api/get-disponibles'
import { nombreSocio } from '../utils/textos'
import styles from './grupo-edit-page.module.css'

/**
 * 'Agregar Miembros': the members who may join a group (active, level ≥ 1, in no group),
 * searched and paged on the server. The server's refusal is shown as it comes.
 */
export function AgregarMiembros({ grupoId }: { grupoId: number }) {
  const id = useId()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [failure, setFailure] = useState<string | null>(null)
  const debounced = useDebouncedValue(search.trim(), 300)
  const query = useDisponibles({ search: debounced, page, pageSize: TAMANIO_PAGINA_DISPONIBLES })
  const agregar = useAddMiembro()
  const onAgregar = async (socio: SocioDisponible) => {
    setFailure(null)
    try {
      await agregar.mutateAsync({ grupoId, socioId: socio.id })
      notify('success', GRUPO_MENSAJE.agregado)
      // The last one of a page joined: that page is gone.
      if (page > 1 && query.data?.items.length === 1) setPage(page - 1)
    } catch (error) {
      setFailure(await errorMessage(error, 'No se pudo agregar al socio'))
    }
  }

  return (
    <>
      <div role="search" aria-label="Buscar socios disponibles" className="field">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Buscar socios disponibles
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          placeholder="Buscar socios disponibles..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
        />
      </div>
      {failure && (
        <p className={`form-notice ${styles.aviso}`} role="alert">
          {failure}
        </p>
      )}
      <PagedResults
        query={query}
        loading="Buscando socios…"
        empty={
          debounced
            ? 'No se encontraron socios con ese criterio'
            : 'No hay socios disponibles para agregar'
        }
        onPage={setPage}
      >
        {(socios) => (
          <ul className={styles.lista}>
            {socios.map((socio) => {
              const nombre = nombreSocio(socio)
              return (
                <li key={socio.id}>
                  <div className={styles.persona}>
                    <span className={styles.socio}>{nombre}</span>
                    <span className={styles.dni}>DNI {formatDni(socio.documento)}</span>
                  </div>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Agregar a ${nombre}`}
                    disabled={agregar.isPending}
                    onClick={() => void onAgregar(socio)}
                  >
                    Agregar
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </PagedResults>
    </>
  )
}
