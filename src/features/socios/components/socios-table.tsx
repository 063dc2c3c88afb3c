import { Link } from '@tanstack/react-router'
import { DataTable } from '@/components/ui/data-table'
import { antiguedad, formatDni } from '@/domain/socios/socio'
import type { SocioListItem } from '@/domain/socios/socios-api'
import { SocioInitials } from '@/entities/socio/socio-avatar'
import { formatDate } from '@/lib/format'
import { CuotaBadge } from './cuota-badge'
import { EstadoBadge } from './estado-badge'
import styles from './socios-table.module.css'

type Props = {
  socios: SocioListItem[]
  today: Date
  /** Shows the 'Cuota' column: 'Al día' or 'Debe N' (docs/product.md#member-list). */
  conCuota?: boolean
}

/**
 * The list's columns (docs/product.md#member-list): Socio, Estado (with the vencimiento),
 * Cuota when chosen, Antigüedad, Grupo Familiar (a link to the group), Acciones.
 */
export function SociosTable({ socios, today, conCuota = false }: Props) {
  return (
    <DataTable>
      <thead>
        <tr>
          <th scope="col">Socio</th>
          <th scope="col">Estado</th>
          {conCuota && <th scope="col">Cuota</th>}
          <th scope="col">Antigüedad</th>
          <th scope="col">Grupo Familiar</th>
          <th scope="col">Acciones</th>
        </tr>
      </thead>
      <tbody>
        {socios.map((socio) => (
          <tr key={socio.id}>
            <td>
              <div className={styles.socio}>
                <SocioInitials {...socio.persona} initialsClassName={styles.initials} />
                <div>
                  <div className={styles.name}>
                    {socio.persona.apellido}, {socio.persona.nombre}
                  </div>
                  <div className={styles.dni}>DNI: {formatDni(socio.persona.documento)}</div>
                </div>
              </div>
            </td>
            <td>
              <EstadoBadge estado={socio.estado} />
              <div className={styles.vence}>
                Vence: {socio.vencimiento ? formatDate(socio.vencimiento) : '—'}
              </div>
            </td>
            {conCuota && (
              <td>
                <CuotaBadge vencidas={socio.cuotas_vencidas} />
              </td>
            )}
            <td>{antiguedad(socio.alta, today)}</td>
            <td>
              {socio.socios_grupo ? (
                <Link
                  to="/admin/grupos-familiares/$id"
                  params={{ id: socio.socios_grupo.grupo.id }}
                >
                  {socio.socios_grupo.grupo.nombre}
                </Link>
              ) : (
                'Sin grupo'
              )}
            </td>
            <td>
              <div className={styles.actions}>
                <Link
                  to="/admin/socios/$id"
                  params={{ id: socio.id }}
                  className={styles.action}
                  aria-label={`Ver detalles de ${socio.persona.apellido}, ${socio.persona.nombre}`}
                  title="Ver detalles"
                >
                  <Icon d={EYE} />
                </Link>
                <Link
                  to="/admin/socios/$id/editar"
                  params={{ id: socio.id }}
                  className={styles.action}
                  aria-label={`Editar socio ${socio.persona.apellido}, ${socio.persona.nombre}`}
                  title="Editar socio"
                >
                  <Icon d={EDIT} />
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}

/** An action's icon: one path, 20 px, in the text's colour, hidden from assistive technology. */
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={d} />
  </svg>
)

const EYE =
  'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z'

const EDIT =
  'M4 17.3V20h2.7l8-8-2.7-2.7-8 8Zm12.7-7.6a.7.7 0 0 0 0-1l-1.4-1.4a.7.7 0 0 0-1 0l-1.1 1.1 2.4 2.4 1.1-1.1Z'
