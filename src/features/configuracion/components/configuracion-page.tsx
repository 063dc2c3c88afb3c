import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { focusFirstInvalid } from '@/components/ui/form/focus-first-invalid'
import { SubmitActions } from '@/components/ui/form/submit-actions'
import { useFieldErrors } from '@/components/ui/form/use-field-errors'
import { clubSettingsSchema } from '@/domain/configuracion/configuracion'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useConfiguracion } from '../api/get-configuracion'
import { useUpdateSettings } from '../api/update-settings'
import { getIn, setIn, toForm, toSettingsInput, type SettingsForm } from '../utils/settings-form'
import { ClubSection } from './club-section'
import { ContactoSection } from './contacto-section'
import { CuotasSection } from './cuotas-section'
import { DireccionSection } from './direccion-section'
import { HeroSection } from './hero-section'
import { PagosSection } from './pagos-section'
import { ReglasSection } from './reglas-section'
import type { SectionProps } from './section-props'
import { SponsorsSection } from './sponsors-section'
import styles from './configuracion.module.css'

/**
 * 'Configuración' (docs/product.md#configuracion): the club's settings in one form, checked
 * with the server's own schema before they go; 'Guardar cambios' sends them whole.
 */
export function ConfiguracionPage() {
  const club = useConfiguracion()
  const [form, setForm] = useState<SettingsForm>(() => toForm(club))
  const { errors, check } = useFieldErrors()
  /** The server's refusal (an image gone, a category members have), until the next try. */
  const [rechazo, setRechazo] = useState<string | null>(null)
  const save = useUpdateSettings()
  const formRef = useRef<HTMLFormElement>(null)

  const props: SectionProps = {
    form,
    errors,
    update: setForm,
    bind: (path) => ({
      value: getIn(form, path),
      onChange: (event) => {
        const { value } = event.target
        setForm((current) => setIn(current, path, value))
      },
      ...(errors[path] ? { error: errors[path] } : {}),
    }),
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setRechazo(null)
    const input = toSettingsInput(form)
    if (!check(clubSettingsSchema, input)) return focusFirstInvalid(formRef.current)
    try {
      const saved = await save.mutateAsync(v.parse(clubSettingsSchema, input))
      // What the server keeps (an alias in capitals, trimmed texts) is what the form shows.
      setForm(toForm(saved))
      notify('success', 'Configuración guardada')
    } catch (error) {
      const message = await errorMessage(error, 'No se pudo guardar la configuración')
      setRechazo(message)
      notify('error', message)
    }
  }

  return (
    <main className="page">
      <h1>Configuración</h1>
      <form
        ref={formRef}
        className={`form card ${styles.form}`}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Configuración del club"
      >
        <ClubSection {...props} />
        <ContactoSection {...props} />
        <DireccionSection {...props} />
        <PagosSection {...props} />
        <HeroSection {...props} />
        <SponsorsSection {...props} />
        <CuotasSection {...props} />
        <ReglasSection {...props} />
        {rechazo && (
          <p className="field-error" role="alert">
            {rechazo}
          </p>
        )}
        <SubmitActions pending={save.isPending} busy="Guardando…">
          Guardar cambios
        </SubmitActions>
      </form>
    </main>
  )
}
