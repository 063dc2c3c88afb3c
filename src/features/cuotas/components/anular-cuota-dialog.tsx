import { useRef, useState, type FormEvent } from 'react'
import { focusFirstInvalid } from '@/components/ui/form/focus-first-invalid'
import { ModalDialog } from '@/components/ui/dialog/modal-dialog'
import { TextField } from '@/components/ui/form/text-field'
import { nombrePeriodo } from '@/domain/cuotas/cuotas'
import { anularCuotaSchema, type Cuota } from '@/domain/cuotas/cuotas-api'
import { formatPesos } from '@/domain/dinero'
import { LIMITES } from '@/domain/limites'
import { fieldErrors } from '@/domain/validation'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { DialogActions } from '@/components/ui/dialog/dialog-actions'
import { useAnularCuota } from '../api/anular-cuota'

type Props = { cuota: Cuota; onClose: () => void }

/**
 * 'Anular' a pending cuota (docs/product.md#member-detail-cuotas), with the reason the log
 * keeps. The server's refusal is shown as it comes.
 */
export function AnularCuotaDialog({ cuota, onClose }: Props) {
  const form = useRef<HTMLFormElement>(null)
  const [motivo, setMotivo] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const anular = useAnularCuota(cuota.socio_id)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const found = fieldErrors(anularCuotaSchema, { motivo })
    setError(found.motivo)
    if (found.motivo) {
      focusFirstInvalid(form.current)
      return
    }
    try {
      await anular.mutateAsync({ id: cuota.id, motivo: motivo.trim() })
      notify('success', `Cuota de ${nombrePeriodo(cuota.periodo)} anulada`)
      onClose()
    } catch (failed) {
      setFailure(await errorMessage(failed, 'No se pudo anular la cuota'))
    }
  }

  return (
    <ModalDialog title="Anular cuota" onClose={onClose}>
      <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          La cuota de {nombrePeriodo(cuota.periodo)} ({formatPesos(cuota.importe)}) deja de deberse.
          Queda en el registro de actividad con el motivo.
        </p>
        <TextField
          label="Motivo"
          maxLength={LIMITES.cuotas.anuladaMotivo}
          value={motivo}
          onChange={(event) => setMotivo(event.target.value)}
          error={error}
        />
        <DialogActions failure={failure} onCancel={onClose} disabled={anular.isPending}>
          {anular.isPending ? 'Anulando…' : 'Anular cuota'}
        </DialogActions>
      </form>
    </ModalDialog>
  )
}
