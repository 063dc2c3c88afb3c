import { formatPesos } from '@/domain/dinero'
import type { ClubSettings } from '@/domain/configuracion/configuracion'
import styles from './cuotas-tabla.module.css'

/**
 * What membership costs (docs/product.md#asociate): each of the club's categories and its
 * monthly amount, from the settings.
 */
export function CuotasTabla({ club }: { club: ClubSettings }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Cuota mensual de cada categoría</caption>
      <thead>
        <tr>
          <th scope="col">Categoría</th>
          <th scope="col">Cuota mensual</th>
        </tr>
      </thead>
      <tbody>
        {club.categorias.map(({ nombre, importe }) => (
          <tr key={nombre}>
            <th scope="row">{nombre}</th>
            <td>{formatPesos(importe)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
