import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader, PagedResults } from '@/components/ui/paged-results'
import { formatCount } from '@/domain/plural'
import type { SocioFiltros } from '@/domain/socios/socios-filtros'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { exportSocios } from '../api/export-socios'
import { useSocios } from '../api/get-socios'
import { useCuotaColumn } from '../hooks/use-cuota-column'
import { SociosFilters } from './socios-filters'
import styles from './socios-page.module.css'
import { SociosTable } from './socios-table'

type Props = {
  filtros: SocioFiltros
  onChange: (changes: Partial<SocioFiltros>) => void
  /** The activities the list can be filtered by, which another feature owns. */
  actividades: readonly { id: number; nombre: string }[]
}

/** 'Gestión de Socios' (docs/product.md#member-list). */
export function SociosPage({ filtros, onChange, actividades }: Props) {
  const query = useSocios(filtros)
  const [exporting, setExporting] = useState(false)
  const [conCuota, setConCuota] = useCuotaColumn()
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
      <PageHeader
        title="Gestión de Socios"
        total={`Total: ${query.data ? formatCount(query.data.total, 'socio', 'socios') : '… socios'}`}
      >
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
      </PageHeader>
      <SociosFilters
        filtros={filtros}
        onChange={onChange}
        conCuota={conCuota}
        onConCuota={setConCuota}
        actividades={actividades}
      />
      <PagedResults
        query={query}
        loading="Cargando socios…"
        empty="No se encontraron socios con los filtros aplicados"
        onPage={(page) => onChange({ page })}
      >
        {(socios) => <SociosTable socios={socios} today={new Date()} conCuota={conCuota} />}
      </PagedResults>
    </main>
  )
}
