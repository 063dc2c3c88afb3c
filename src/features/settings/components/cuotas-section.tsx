import section from '@/components/ui/form-section.module.css'
import { TextField } from '@/components/ui/text-field'
import { MAX_CATEGORIAS } from '@/domain/settings'
import { fila } from '../utils/settings-form'
import styles from './configuracion.module.css'
import type { SectionProps } from './section-props'

/**
 * 'Cuotas': the categories and their monthly amount in pesos, and the due day
 * (docs/product.md#configuracion). A category members have can be neither removed nor
 * renamed: the server refuses it.
 */
export function CuotasSection({ form, bind, update, errors }: SectionProps) {
  const categorias = form.categorias
  const setCategorias = (next: typeof categorias) =>
    update((current) => ({ ...current, categorias: next }))
  return (
    <fieldset className={section.fieldset}>
      <legend>Cuotas</legend>
      <ol className={styles.list}>
        {categorias.map((categoria, i) => {
          const n = i + 1
          return (
            <li key={categoria.clave} className={`${styles.item} ${section.row}`}>
              <TextField label={`Categoría ${n}`} required {...bind(`categorias.${i}.nombre`)} />
              <TextField
                label={`Cuota mensual de la categoría ${n} (en pesos)`}
                inputMode="decimal"
                placeholder="15.000,00"
                required
                {...bind(`categorias.${i}.importe`)}
              />
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setCategorias(categorias.filter((_, j) => j !== i))}
                >
                  Quitar<span className="visually-hidden"> la categoría {n}</span>
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <button
          type="button"
          className="button button-secondary"
          disabled={categorias.length >= MAX_CATEGORIAS}
          onClick={() => setCategorias([...categorias, fila({ nombre: '', importe: '' })])}
          data-invalid={errors.categorias ? true : undefined}
        >
          Agregar categoría
        </button>
        {errors.categorias && <p className="field-error">{errors.categorias}</p>}
      </div>
      <TextField
        label="Día de vencimiento de la cuota (1 a 28)"
        type="number"
        min={1}
        max={28}
        required
        {...bind('diaVencimiento')}
      />
    </fieldset>
  )
}
