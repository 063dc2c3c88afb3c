import { useId } from 'react'
import { DataTable } from '@/components/ui/data-table'
import { PagedResults } from '@/components/ui/paged-results'
import type { Envio } from '@/domain/push/push'
import { destinatariosTexto } from '@/domain/push/push-envio-textos'
import { formatClubDateTime, formatNumber } from '@/lib/format'
import { useEnvios } from '../api/get-envios'
import styles from './envios-log.module.css'

type Props = { page: number; onPage: (page: number) => void }

/** 'Historial de envíos': the broadcasts, newest first, 20 a page. */
export function EnviosLog({ page, onPage }: Props) {
  const id = useId()
  const query = useEnvios(page)
  return (
    <section className={styles.section} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Historial de envíos</h2>
      <PagedResults
        query={query}
        loading="Cargando historial…"
        empty="Todavía no se enviaron notificaciones"
        onPage={onPage}
      >
        {(envios) => <EnviosTable envios={envios} />}
      </PagedResults>
    </section>
  )
}

function EnviosTable({ envios }: { envios: Envio[] }) {
  return (
    <DataTable align="top" label="Tabla del historial de envíos" minWidth="44rem">
      <thead>
        <tr>
          <th scope="col">Fecha</th>
          <th scope="col">Enviada por</th>
          <th scope="col">Destinatarios</th>
          <th scope="col">Título</th>
          <th scope="col" className={styles.numero}>
            Enviadas
          </th>
          <th scope="col" className={styles.numero}>
            Fallidas
          </th>
          <th scope="col" className={styles.numero}>
            Eliminadas
          </th>
        </tr>
      </thead>
      <tbody>
        {envios.map((envio) => (
          <tr key={envio.id}>
            <td className={styles.nowrap}>
              <time dateTime={envio.at}>{formatClubDateTime(Date.parse(envio.at))}</time>
            </td>
            <td className={styles.email}>{envio.email ?? '—'}</td>
            <td className={styles.nowrap}>{destinatariosTexto(envio.audience)}</td>
            <td className={styles.titulo}>{envio.title}</td>
            <td className={styles.numero}>{formatNumber(envio.enviados)}</td>
            <td className={styles.numero}>{formatNumber(envio.fallidos)}</td>
            <td className={styles.numero}>{formatNumber(envio.eliminados)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}
