import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import type { SocioFiltros } from '@/domain/socios-filtros'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { exportSocios } from '../api/export-socios'
import { useSocios } from '../api/get-socios'
import { Pagination } from './pagination'
import { SociosFilters } from './socios-filters'
import styles from './socios-page.module.css'
import { SociosTable } from './socios-table'

type Props = { filtros: SocioFiltros; onChange: (changes: Partial<SocioFiltros>) => void }

/** 'Gestión de Socios' (docs/product.md#member-list). */
export function SociosPage({ filtros, onChange }: Props) {
  const { data, isPending, isError, isPlaceholderData } = useSocios(filtros)
  const [exporting, setExporting] = useState(false)
  const onExport = async () => {
    setExporting(true)
    try {
      await exportSocios(filtros)
    } catch (error) {
      notify('error', await errorMessage(error, 'No se pudo exportar el listado'))
    } finally {
      setExporting(false)
    }
  }
  return (
    <main className="page page-wide">
      <div className={styles.header}>
        <div>
          <h1>Gestión de Socios</h1>
          <p className={styles.total}>Total: {data?.total ?? '…'} socios</p>
        </div>
        <div className={styles.buttons}>
          <Link to="/admin/socios/alta" className="button">
            Nuevo Socio
          </Link>
          <button
            type="button"
            className="button button-secondary"
            onClick={onExport}
            disabled={exporting}
          >
            {exporting ? 'Exportando…' : 'Exportar'}
          </button>
        </div>
      </div>
      <SociosFilters filtros={filtros} onChange={onChange} />
      {isPending ? (
        <Spinner label="Cargando socios…" />
      ) : isError ? (
        <p className="form-notice" role="alert">
          No se pudieron obtener los datos
        </p>
      ) : data.items.length === 0 ? (
        <p className={styles.empty}>No se encontraron socios con los filtros aplicados</p>
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? styles.stale : undefined}>
          <SociosTable socios={data.items} today={new Date()} />
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => onChange({ page })}
          />
        </div>
      )}
    </main>
  )
}
