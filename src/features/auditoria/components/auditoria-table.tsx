import { DataTable } from '@/components/ui/data-table'
import type { AuditoriaEntrada } from '@/domain/auditoria/auditoria-api'
import { formatDateTime } from '@/lib/format'
import { ACCION_TEXTO } from '../utils/acciones'
import { detalleTexto } from '../utils/detalle'
import styles from './auditoria-table.module.css'

/**
 * The log's columns (docs/product.md#registro-de-actividad): Fecha y hora, Usuario, Acción,
 * Detalle, Dirección IP.
 */
export function RegistroTable({ entradas }: { entradas: AuditoriaEntrada[] }) {
  return (
    <DataTable align="top" label="Tabla del registro de actividad" minWidth="48rem">
      <thead>
        <tr>
          <th scope="col">Fecha y hora</th>
          <th scope="col">Usuario</th>
          <th scope="col">Acción</th>
          <th scope="col">Detalle</th>
          <th scope="col">Dirección IP</th>
        </tr>
      </thead>
      <tbody>
        {entradas.map((entrada) => (
          <tr key={entrada.id}>
            <td className={styles.nowrap}>
              <time dateTime={entrada.at}>{formatDateTime(Date.parse(entrada.at))}</time>
            </td>
            <td className={styles.email}>{entrada.actor?.email ?? 'Sistema'}</td>
            <td className={styles.nowrap}>{ACCION_TEXTO[entrada.accion]}</td>
            <td className={styles.detalle}>{detalleTexto(entrada)}</td>
            <td className={styles.nowrap}>{entrada.ip ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}
