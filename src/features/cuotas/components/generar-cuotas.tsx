import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { nombrePeriodo, periodoSchema } from '@/domain/cuotas/cuotas'
import { askConfirm } from '@/lib/confirm'
import { errorMessage } from '@/lib/http'
import { useGenerarCuotas } from '../api/generar-cuotas'
import { avisoSinCategoria, resultadoGeneracion } from '../utils/generacion'
import styles from './cuotas-admin-page.module.css'

type Props = {
  /** The period shown: the field starts there, and a valid one typed is shown at once. */
  periodo: string
  onPeriodo: (periodo: string) => void
}

/**
 * 'Generar cuotas': one cuota of the period for every active member who lacks it. Running
 * it twice creates nothing new, so the desk may run it whenever in doubt.
 */
export function GenerarCuotas({ periodo, onPeriodo }: Props) {
  const id = useId()
  const [texto, setTexto] = useState(periodo)
  const [error, setError] = useState<string | null>(null)
  const [resultado, setResultado] = useState<string | null>(null)
  const [aviso, setAviso] = useState<string | null>(null)
  const generar = useGenerarCuotas()

  const change = (value: string) => {
    setTexto(value)
    setResultado(null)
    setAviso(null)
    if (v.is(periodoSchema, value)) onPeriodo(value)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setResultado(null)
    setAviso(null)
    const parsed = v.safeParse(periodoSchema, texto)
    if (!parsed.success) {
      setError(parsed.issues[0].message)
      return
    }
    setError(null)
    const confirmed = await askConfirm({
      title: 'Generar cuotas',
      message: `Se genera la cuota de ${nombrePeriodo(texto)} de cada socio activo que todavía no la tenga.`,
      confirm: 'Generar',
      cancel: 'Cancelar',
    })
    if (!confirmed) return
    try {
      const { creadas, sinCategoria } = await generar.mutateAsync(texto)
      setResultado(resultadoGeneracion(creadas))
      setAviso(avisoSinCategoria(sinCategoria))
    } catch (failed) {
      setError(await errorMessage(failed, 'No se pudieron generar las cuotas'))
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Generar cuotas</h2>
      <p className={styles.help}>
        Una cuota por cada socio activo, con el importe de su categoría. Generar de nuevo un período
        no duplica nada.
      </p>
      <form className={styles.generar} noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={`${id}-periodo`}>Período</label>
          <input
            id={`${id}-periodo`}
            className="input"
            type="month"
            // Where the browser has no month picker, the field is text: say the format.
            placeholder="AAAA-MM"
            min="2000-01"
            max="2099-12"
            required
            value={texto}
            onChange={(event) => change(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <button type="submit" className="button" disabled={generar.isPending}>
          {generar.isPending ? 'Generando…' : 'Generar cuotas'}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div role="status">
        {resultado && <p className={styles.resultado}>{resultado}</p>}
        {aviso && <p className="form-notice">{aviso}</p>}
      </div>
    </section>
  )
}
