import section from '@/components/ui/form-section.module.css'
import { TextField } from '@/components/ui/text-field'
import { MAX_MEDIOS_PRESENCIALES } from '@/domain/settings'
import { fila } from '../utils/settings-form'
import styles from './configuracion.module.css'
import type { SectionProps } from './section-props'

/** 'Pagos': how members pay (docs/product.md#fee-payment-methods). */
export function PagosSection({ form, bind, update, errors }: SectionProps) {
  const medios = form.pagos.presencial
  const setMedios = (next: typeof medios) =>
    update((current) => ({ ...current, pagos: { ...current.pagos, presencial: next } }))
  return (
    <fieldset className={section.fieldset}>
      <legend>Pagos</legend>
      <h2 className={styles.subtitle}>En la secretaría</h2>
      <ol className={styles.list}>
        {medios.map((medio, i) => (
          <li key={medio.clave} className={styles.item}>
            <TextField
              label={`Medio de pago ${i + 1}`}
              required
              {...bind(`pagos.presencial.${i}.texto`)}
              {...(errors[`pagos.presencial.${i}`]
                ? { error: errors[`pagos.presencial.${i}`] }
                : {})}
            />
            <div className={styles.rowActions}>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setMedios(medios.filter((_, j) => j !== i))}
              >
                Quitar<span className="visually-hidden"> el medio de pago {i + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className="button button-secondary"
          disabled={medios.length >= MAX_MEDIOS_PRESENCIALES}
          onClick={() => setMedios([...medios, fila({ texto: '' })])}
          data-invalid={errors['pagos.presencial'] ? true : undefined}
        >
          Agregar medio de pago
        </button>
        {errors['pagos.presencial'] && <p className="field-error">{errors['pagos.presencial']}</p>}
      </div>

      <h2 className={styles.subtitle}>Transferencia bancaria</h2>
      <div className={section.row}>
        <TextField label="Banco" required {...bind('pagos.transferencia.banco')} />
        <TextField label="Titular" required {...bind('pagos.transferencia.titular')} />
        <TextField label="CUIT" required {...bind('pagos.transferencia.cuit')} />
      </div>
      <div className={section.row}>
        <TextField
          label="CBU"
          inputMode="numeric"
          autoComplete="off"
          required
          {...bind('pagos.transferencia.cbu')}
        />
        <TextField
          label="Alias"
          autoComplete="off"
          required
          {...bind('pagos.transferencia.alias')}
        />
      </div>

      <h2 className={styles.subtitle}>Depósito</h2>
      <div className={section.row}>
        <TextField label="Banco del depósito" required {...bind('pagos.deposito.banco')} />
        <TextField label="Cuenta" required {...bind('pagos.deposito.cuenta')} />
      </div>

      <h2 className={styles.subtitle}>Comprobantes</h2>
      <div className={section.row}>
        <TextField
          label="Email para los comprobantes"
          type="email"
          required
          {...bind('pagos.comprobante.email')}
        />
        <TextField
          label="WhatsApp para los comprobantes"
          inputMode="numeric"
          required
          {...bind('pagos.comprobante.whatsapp')}
        />
      </div>
    </fieldset>
  )
}
