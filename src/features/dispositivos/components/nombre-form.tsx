import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { TextField } from '@/components/ui/form/text-field'
import {
  APODO_MAX,
  DISPOSITIVO_MENSAJE,
  dispositivoApodoSchema,
  nombreVisible,
  type Dispositivo,
} from '@/domain/dispositivos/dispositivos'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useRenombrarDispositivo } from '../api/renombrar-dispositivo'
import styles from './dispositivos-lista.module.css'

/**
 * The member names one of their devices ('El celular de Ana'); empty goes back to what the
 * browser said. What they typed stays after any refusal.
 */
export function NombreForm({
  dispositivo,
  onDone,
}: {
  dispositivo: Dispositivo
  onDone: () => void
}) {
  const [apodo, setApodo] = useState(dispositivo.apodo ?? '')
  const [error, setError] = useState<string>()
  const mutation = useRenombrarDispositivo()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = v.safeParse(dispositivoApodoSchema, { apodo })
    if (!result.success) return setError(result.issues[0].message)
    setError(undefined)
    try {
      await mutation.mutateAsync({ id: dispositivo.id, apodo: result.output.apodo })
      notify('success', DISPOSITIVO_MENSAJE.renombrado)
      onDone()
    } catch (failure) {
      setError(await errorMessage(failure, 'No se pudo guardar el nombre'))
    }
  }
  return (
    <form
      className={styles.nombreForm}
      aria-label={`Nombre de ${nombreVisible(dispositivo)}`}
      onSubmit={submit}
      noValidate
    >
      <TextField
        label="Nombre del dispositivo"
        value={apodo}
        onChange={(event) => setApodo(event.target.value)}
        error={error}
        placeholder={dispositivo.nombre}
        autoComplete="off"
        autoFocus
      />
      <p className={styles.ayuda}>
        Hasta {APODO_MAX} caracteres. Vacío, se usa «{dispositivo.nombre}».
      </p>
      <div className={styles.acciones}>
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? 'Guardando…' : 'Guardar'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  )
}
