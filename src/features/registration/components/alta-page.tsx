import { useRef, useState, type FormEvent } from 'react'
import { validarAlta, type AltaSocioResponse } from '@/domain/alta-socio'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useAddSocio } from '../api/add-socio'
import { useAltaDraft } from '../hooks/use-alta-draft'
import { pasosPara, TITULO_PASO, toAltaInput, type FotoTipo } from '../utils/alta-form'
import { AltaProgress } from './alta-progress'
import styles from './alta-page.module.css'
import { PasoContacto } from './paso-contacto'
import { PasoDatos } from './paso-datos'
import { PasoDocumentacion } from './paso-documentacion'
import { PasoResponsables } from './paso-responsables'
import { PendingAltas } from './pending-altas'

type Props = { onRegistered: (socio: AltaSocioResponse) => void }

/**
 * 'Alta de Socio' (docs/product.md#member-registration): the stepped registration, saved online or
 * queued offline.
 */
export function AltaPage({ onRegistered }: Props) {
  const { form, setForm, clear } = useAltaDraft()
  const [actual, setActual] = useState(0)
  const stepRef = useRef<HTMLDivElement>(null)
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  const add = useAddSocio()
  const pasos = pasosPara(form.socio.nacimiento)
  const index = Math.min(actual, pasos.length - 1)
  const paso = pasos[index]!
  const validation = validarAlta(toAltaInput(form))
  const faltantes = validation.success ? [] : validation.messages
  const responsablesVacios = paso === 'responsables' && form.responsables.length === 0

  // The new step's content takes the focus, so a screen reader announces where it is.
  const goTo = (next: number) => {
    setActual(next)
    requestAnimationFrame(() => stepRef.current?.focus())
  }

  const setSocio = (update: (socio: typeof form.socio) => typeof form.socio) =>
    setForm((current) => ({ ...current, socio: update(current.socio) }))
  const setFoto = (tipo: FotoTipo, photo: Blob) =>
    setForm((current) => ({ ...current, fotos: { ...current.fotos, [tipo]: photo } }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (index < pasos.length - 1) return goTo(index + 1)
    if (faltantes.length > 0) return notify('error', faltantes[0]!)
    try {
      const result = await add.mutateAsync({ form, idempotencyKey })
      clear()
      setActual(0)
      setIdempotencyKey(crypto.randomUUID())
      if (result.queued) {
        notify('info', 'Sin conexión: el alta quedó pendiente de envío y se enviará sola.', {
          duration: 8_000,
        })
      } else {
        notify('success', 'Socio registrado exitosamente', { duration: 5_000 })
        onRegistered(result.socio)
      }
    } catch (error) {
      notify('error', await errorMessage(error, 'Error al guardar el socio'), {
        duration: Infinity,
      })
    }
  }

  return (
    <main className="page page-wide">
      <h1>Alta de Socio</h1>
      <PendingAltas />
      <form
        className={`card ${styles.form}`}
        onSubmit={submit}
        noValidate
        aria-label="Alta de Socio"
      >
        <AltaProgress pasos={pasos} actual={index} onGo={goTo} />
        <div
          ref={stepRef}
          tabIndex={-1}
          className={styles.stepBody}
          role="group"
          aria-label={`Paso ${index + 1}: ${TITULO_PASO[paso]}`}
        >
          {paso === 'datos' && (
            <PasoDatos
              socio={form.socio}
              foto={form.fotos.fotoSocio}
              onChange={setSocio}
              onFoto={(photo) => setFoto('fotoSocio', photo)}
            />
          )}
          {paso === 'documentacion' && (
            <PasoDocumentacion
              socio={form.socio}
              fotos={form.fotos}
              onChange={setSocio}
              onFoto={setFoto}
            />
          )}
          {paso === 'responsables' && (
            <PasoResponsables
              responsables={form.responsables}
              onChange={(update) =>
                setForm((current) => ({ ...current, responsables: update(current.responsables) }))
              }
            />
          )}
          {paso === 'contacto' && <PasoContacto socio={form.socio} onChange={setSocio} />}
        </div>
        {index === pasos.length - 1 && faltantes.length > 0 && (
          <div className={styles.faltantes} role="status">
            <p>Campos faltantes o incorrectos:</p>
            <ul>
              {faltantes.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="form-actions">
          {index > 0 && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => goTo(index - 1)}
            >
              Anterior
            </button>
          )}
          {index < pasos.length - 1 ? (
            <button type="submit" className="button" disabled={responsablesVacios}>
              Siguiente
            </button>
          ) : (
            <button
              type="submit"
              className="button"
              disabled={faltantes.length > 0 || add.isPending}
            >
              {add.isPending ? 'Guardando...' : 'Guardar Socio'}
            </button>
          )}
        </div>
      </form>
    </main>
  )
}
