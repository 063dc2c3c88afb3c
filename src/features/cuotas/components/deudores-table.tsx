import { Link } from '@tanstack/react-router'
import { DataTable } from '@/components/ui/data-table'
import { nombrePeriodo } from '@/domain/cuotas/cuotas'
import type { DeudoresList } from '@/domain/cuotas/cuotas-api'
import { formatPesos } from '@/domain/dinero'
import { formatDni } from '@/domain/socios/socio'
import { formatNumber } from '@/lib/format'
import styles from './cuotas-admin-page.module.css'

type Props = { deudores: DeudoresList['items'] }

/** The debtors' columns: Socio, Cuotas vencidas, Adeudado, Desde; each opens the member. */
export function DeudoresTable({ deudores }: Props) {
  return (
    <DataTable>
      <thead>
        <tr>
          <th scope="col">Socio</th>
          <th scope="col">Cuotas vencidas</th>
          <th scope="col">Adeudado</th>
          <th scope="col">Desde</th>
        </tr>
      </thead>
      <tbody>
        {deudores.map((deudor) => (
          <tr key={deudor.socio_id}>
            <td>
              <Link
                to="/admin/socios/$id"
                params={{ id: deudor.socio_id }}
                className={styles.socio}
              >
                {deudor.apellido}, {deudor.nombre}
              </Link>
              <div className={styles.muted}>
                Socio #{deudor.socio_id} · DNI: {formatDni(deudor.documento)}
              </div>
            </td>
            <td>{formatNumber(deudor.vencidas)}</td>
            <td className={styles.amount}>{formatPesos(deudor.adeudado)}</td>
            <td>{nombrePeriodo(deudor.desde)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}
