import section from '@/components/ui/form/form-section.module.css'
import { TextField } from '@/components/ui/form/text-field'
import { MAX_MEDIOS_PRESENCIALES } from '@/domain/configuracion/configuracion'
import { fila } from '../utils/settings-form'
import styles from './configuracion.module.css'
import { AddRowButton, RowList } from './row-list'
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
      <RowList rows={medios} setRows={setMedios} name={(n) => `el medio de pago ${n}`}>
        {(_, i, n) => (
          <TextField
            label={`Medio de pago ${n}`}
            required
            {...bind(`pagos.presencial.${i}.texto`)}
            {...(errors[`pagos.presencial.${i}`] ? { error: errors[`pagos.presencial.${i}`] } : {})}
          />
        )}
      </RowList>
      <AddRowButton
        disabled={medios.length >= MAX_MEDIOS_PRESENCIALES}
        onClick={() => setMedios([...medios, fila({ texto: '' })])}
        error={errors['pagos.presencial']}
      >
        Agregar medio de pago
      </AddRowButton>

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
