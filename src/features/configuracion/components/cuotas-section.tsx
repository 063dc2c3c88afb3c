import section from '@/components/ui/form/form-section.module.css'
import { NumberField } from '@/components/ui/form/number-field'
import { TextField } from '@/components/ui/form/text-field'
import { MAX_CATEGORIAS } from '@/domain/configuracion/configuracion'
import { fila } from '../utils/settings-form'
import styles from './configuracion.module.css'
import { AddRowButton, RowList } from './row-list'
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
      <RowList
        rows={categorias}
        setRows={setCategorias}
        name={(n) => `la categoría ${n}`}
        className={`${styles.item} ${section.row}`}
      >
        {(_, i, n) => (
          <>
            <TextField label={`Categoría ${n}`} required {...bind(`categorias.${i}.nombre`)} />
            <TextField
              label={`Cuota mensual de la categoría ${n} (en pesos)`}
              inputMode="decimal"
              placeholder="15.000,00"
              required
              {...bind(`categorias.${i}.importe`)}
            />
          </>
        )}
      </RowList>
      <AddRowButton
        disabled={categorias.length >= MAX_CATEGORIAS}
        onClick={() => setCategorias([...categorias, fila({ nombre: '', importe: '' })])}
        error={errors.categorias}
      >
        Agregar categoría
      </AddRowButton>
      <NumberField
        label="Día de vencimiento de la cuota (1 a 28)"
        range={[1, 28]}
        {...bind('diaVencimiento')}
      />
    </fieldset>
  )
}
