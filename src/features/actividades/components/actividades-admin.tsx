import { Link } from '@tanstack/react-router'
import { DataTable } from '@/components/ui/data-table'
import { QueryResults } from '@/components/ui/query-results'
import { describirHorarios } from '@/domain/actividades/actividades'
import { formatPesos } from '@/domain/dinero'
import { useTodasLasActividades } from '../api/get-actividades'
import styles from './actividades.module.css'

/** The administrators' 'Actividades' (docs/product.md#actividades): every activity, archived too. */
export function ActividadesAdmin() {
  const query = useTodasLasActividades()
  return (
    <main className="page page-wide">
      <div className={styles.header}>
        <h1>Actividades</h1>
        <Link to="/admin/actividades/nueva" className="button">
          Nueva actividad
        </Link>
      </div>
      <QueryResults
        query={query}
        loading="Cargando actividades…"
        isEmpty={(actividades) => actividades.length === 0}
        empty="Todavía no hay actividades: creá la primera con “Nueva actividad”."
        emptyClassName="card"
      >
        {(actividades) => (
          <DataTable label="Actividades" minWidth="40rem">
            <thead>
              <tr>
                <th scope="col">Actividad</th>
                <th scope="col">Horarios</th>
                <th scope="col">Cuota mensual</th>
                <th scope="col">Inscriptos</th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {actividades.map((a) => (
                <tr key={a.id}>
                  <td>
                    <Link to="/admin/actividades/$id" params={{ id: a.id }}>
                      {a.nombre}
                    </Link>
                  </td>
                  <td>{a.horarios.length > 0 ? describirHorarios(a.horarios) : '—'}</td>
                  <td>{formatPesos(a.importeMensual)}</td>
                  <td>{a.cupo === null ? a.inscriptos : `${a.inscriptos} de ${a.cupo}`}</td>
                  <td className={a.activa ? undefined : styles.archivada}>
                    {a.activa ? 'Activa' : 'Archivada'}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryResults>
    </main>
  )
}
