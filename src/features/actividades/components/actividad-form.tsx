import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { SelectField } from '@/components/ui/form/select-field'
import { SubmitActions } from '@/components/ui/form/submit-actions'
import { TextAreaField } from '@/components/ui/form/text-area-field'
import { TextField } from '@/components/ui/form/text-field'
import { useFieldErrors } from '@/components/ui/form/use-field-errors'
import { DIAS, HORARIOS_MAX } from '@/domain/actividades/actividades'
import { actividadInputSchema, type ActividadInput } from '@/domain/actividades/actividades-api'
import { errorMessage } from '@/lib/http'
import { entradaDe, type ActividadValores, type HorarioFila } from '../utils/actividad-form'
import styles from './actividades.module.css'

type Texto = 'nombre' | 'descripcion' | 'profesor' | 'importe' | 'cupo' | 'edadMin' | 'edadMax'

type Props = {
  inicial: ActividadValores
  submitLabel: string
  /**
   * Sends the activity as the schema reads it (trimmed, empty texts as null); a refusal's
   * message shows above the button, the values stay.
   */
  onSubmit: (input: ActividadInput) => Promise<unknown>
}

/** An activity's form (docs/product.md#actividades): checked here and again by the server. */
export function ActividadForm({ inicial, submitLabel, onSubmit }: Props) {
  const [valores, setValores] = useState(inicial)
  const [pending, setPending] = useState(false)
  const [rechazo, setRechazo] = useState<string | null>(null)
  const { errors, check } = useFieldErrors()

  const texto = (name: Texto) => ({
    value: valores[name],
    onChange: (event: { target: { value: string } }) =>
      setValores((v) => ({ ...v, [name]: event.target.value })),
    error: errors[name === 'importe' ? 'importeMensual' : name],
  })
  const setHorario = (i: number, cambio: Partial<HorarioFila>) =>
    setValores((v) => ({
      ...v,
      horarios: v.horarios.map((h, j) => (j === i ? { ...h, ...cambio } : h)),
    }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setRechazo(null)
    const input = entradaDe(valores)
    if (!check(actividadInputSchema, input)) return
    setPending(true)
    try {
      await onSubmit(v.parse(actividadInputSchema, input))
    } catch (error) {
      setRechazo(await errorMessage(error, 'No se pudo guardar la actividad'))
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate aria-label="Actividad">
      <TextField label="Nombre" required autoComplete="off" {...texto('nombre')} />
      <TextAreaField label="Descripción" rows={3} {...texto('descripcion')} />
      <TextField label="Profesor" autoComplete="off" {...texto('profesor')} />
      <TextField label="Cuota mensual ($)" inputMode="decimal" required {...texto('importe')} />
      <TextField label="Cupo (vacío: sin límite)" inputMode="numeric" {...texto('cupo')} />
      <TextField label="Edad mínima" inputMode="numeric" {...texto('edadMin')} />
      <TextField label="Edad máxima" inputMode="numeric" {...texto('edadMax')} />
      <fieldset className={styles.horarios}>
        <legend>Horarios</legend>
        {valores.horarios.map((h, i) => (
          <div key={i} className={styles.horario}>
            <SelectField
              label={`Día del horario ${i + 1}`}
              value={h.dia}
              onChange={(e) => setHorario(i, { dia: e.target.value })}
              error={errors[`horarios.${i}.dia`]}
            >
              {DIAS.map((dia, d) => (
                <option key={dia} value={String(d + 1)}>
                  {dia}
                </option>
              ))}
            </SelectField>
            <TextField
              label={`Desde (horario ${i + 1})`}
              type="time"
              value={h.desde}
              onChange={(e) => setHorario(i, { desde: e.target.value })}
              error={errors[`horarios.${i}.desde`] ?? errors[`horarios.${i}`]}
            />
            <TextField
              label={`Hasta (horario ${i + 1})`}
              type="time"
              value={h.hasta}
              onChange={(e) => setHorario(i, { hasta: e.target.value })}
              error={errors[`horarios.${i}.hasta`]}
            />
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                setValores((v) => ({ ...v, horarios: v.horarios.filter((_, j) => j !== i) }))
              }
            >
              Quitar horario {i + 1}
            </button>
          </div>
        ))}
        {valores.horarios.length < HORARIOS_MAX && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              setValores((v) => ({
                ...v,
                horarios: [...v.horarios, { dia: '1', desde: '18:00', hasta: '19:00' }],
              }))
            }
          >
            Agregar horario
          </button>
        )}
      </fieldset>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={valores.requiereApto}
          onChange={(e) => setValores((v) => ({ ...v, requiereApto: e.target.checked }))}
        />{' '}
        Requiere apto médico
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={valores.activa}
          onChange={(e) => setValores((v) => ({ ...v, activa: e.target.checked }))}
        />{' '}
        Activa (sin marcar: archivada, no admite inscripciones)
      </label>
      {rechazo && (
        <p className="form-notice" role="alert">
          {rechazo}
        </p>
      )}
      <SubmitActions pending={pending} busy="Guardando…">
        {submitLabel}
      </SubmitActions>
    </form>
  )
}
