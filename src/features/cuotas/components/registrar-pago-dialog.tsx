import { useId, useRef, useState, type FormEvent } from 'react'
import { ModalDialog } from '@/components/ui/dialog/modal-dialog'
import { SelectField } from '@/components/ui/form/select-field'
import { TextField } from '@/components/ui/form/text-field'
import { focusFirstInvalid } from '@/components/ui/form/focus-first-invalid'
import {
  MEDIO_PAGO_NOMBRE,
  MEDIOS_PAGO,
  nombrePeriodo,
  type MedioPago,
} from '@/domain/cuotas/cuotas'
import { pagoSchema, type Cuota, type Recibo } from '@/domain/cuotas/cuotas-api'
import { formatPesos, parsePesos } from '@/domain/dinero'
import { LIMITES } from '@/domain/limites'
import { fieldErrors } from '@/domain/validation'
import { errorMessage } from '@/lib/http'
import { DialogActions } from '@/components/ui/dialog/dialog-actions'
import { useRegistrarPago } from '../api/registrar-pago'
import { IMPORTE_EN_PESOS, pesosTexto } from '../utils/pesos'
import styles from './socio-cuotas.module.css'

type Props = {
  socioId: number
  /** The member's pending cuotas, every one preselected. */
  pendientes: Cuota[]
  onClose: () => void
  onPaid: (recibo: Recibo) => void
}

const suma = (cuotas: Cuota[], ids: ReadonlySet<number>) =>
  cuotas.filter((cuota) => ids.has(cuota.id)).reduce((total, cuota) => total + cuota.importe, 0)

/**
 * 'Registrar pago' (docs/product.md#member-detail-cuotas): which pending cuotas, how they were
 * paid and the amount, prefilled with what they add up to. The server checks the amount and
 * that nobody paid them first; its message is shown as it comes.
 */
export function RegistrarPagoDialog({ socioId, pendientes, onClose, onPaid }: Props) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const cuotas = [...pendientes].sort((a, b) => a.periodo.localeCompare(b.periodo))
  const [elegidas, setElegidas] = useState<ReadonlySet<number>>(
    () => new Set(cuotas.map((cuota) => cuota.id)),
  )
  const [medio, setMedio] = useState<MedioPago>('efectivo')
  const [importe, setImporte] = useState(() => pesosTexto(suma(cuotas, elegidas)))
  const [nota, setNota] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const pago = useRegistrarPago(socioId)

  const toggle = (cuotaId: number, checked: boolean) => {
    const next = new Set(elegidas)
    if (checked) next.add(cuotaId)
    else next.delete(cuotaId)
    setElegidas(next)
    // The amount follows the selection; the desk may still change it afterwards.
    setImporte(pesosTexto(suma(cuotas, next)))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const centavos = parsePesos(importe)
    const input = {
      cuotas: cuotas.filter((cuota) => elegidas.has(cuota.id)).map((cuota) => cuota.id),
      medio,
      importe: centavos ?? -1,
      nota: nota.trim() || null,
    }
    const found = fieldErrors(pagoSchema, input)
    if (centavos === null) found.importe = IMPORTE_EN_PESOS
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current)
      return
    }
    try {
      onPaid(await pago.mutateAsync(input))
    } catch (error) {
      setFailure(await errorMessage(error, 'No se pudo registrar el pago'))
    }
  }

  return (
    <ModalDialog title="Registrar pago" onClose={onClose}>
      <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.cuotas}>
          <legend>Cuotas a pagar</legend>
          {cuotas.map((cuota) => (
            <label key={cuota.id} className={styles.check}>
              <input
                type="checkbox"
                checked={elegidas.has(cuota.id)}
                aria-invalid={errors.cuotas ? true : undefined}
                aria-describedby={errors.cuotas ? `${id}-cuotas-error` : undefined}
                onChange={(event) => toggle(cuota.id, event.target.checked)}
              />
              <span>
                {nombrePeriodo(cuota.periodo)} · {formatPesos(cuota.importe)}
                {cuota.vencida && ' · vencida'}
              </span>
            </label>
          ))}
          {errors.cuotas && (
            <p id={`${id}-cuotas-error`} className="field-error">
              {errors.cuotas}
            </p>
          )}
        </fieldset>
        <SelectField
          label="Medio de pago"
          value={medio}
          onChange={(event) => setMedio(event.target.value as MedioPago)}
          error={errors.medio}
        >
          {MEDIOS_PAGO.map((m) => (
            <option key={m} value={m}>
              {MEDIO_PAGO_NOMBRE[m]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Importe ($)"
          inputMode="decimal"
          autoComplete="off"
          value={importe}
          onChange={(event) => setImporte(event.target.value)}
          error={errors.importe}
        />
        <TextField
          label="Nota (opcional)"
          maxLength={LIMITES.pagos.nota}
          value={nota}
          onChange={(event) => setNota(event.target.value)}
          error={errors.nota}
        />
        <DialogActions failure={failure} onCancel={onClose} disabled={pago.isPending}>
          {pago.isPending ? 'Registrando…' : 'Registrar pago'}
        </DialogActions>
      </form>
    </ModalDialog>
  )
}
