import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { focusFirstInvalid } from '@/components/ui/form/focus-first-invalid'
import { validarAlta, type AltaSocioResponse } from '@/domain/alta/alta-socio'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useAddSocio } from '../api/add-socio'
import { useAltaDraft } from '../hooks/use-alta-draft'
import {
  erroresDelPaso,
  FOTO_CAPTURADA,
  pasosPara,
  TITULO_PASO,
  toAltaInput,
  type AltaForm,
  type FotoTipo,
  type Fotos,
  type Paso,
} from '../utils/alta-form'
import { AltaProgress } from './alta-progress'
import styles from './alta-page.module.css'
import { PasoContacto } from './paso-contacto'
import { PasoDatos } from './paso-datos'
import { PasoDocumentacion } from './paso-documentacion'
import { PasoResponsables } from './paso-responsables'
import { PendingAltas } from './pending-altas'

type Props = {
  /** The step in the address; absent, or one this form has not, the first. */
  paso: Paso | undefined
  /** Shows a step as a new history entry (or in place of this one). */
  onPaso: (paso: Paso, replace?: boolean) => void
  onRegistered: (socio: AltaSocioResponse) => void
}

/**
 * 'Alta de Socio' (docs/product.md#member-registration): the stepped registration, saved online or
 * queued offline.
 */
export function AltaPage({ paso: pedido, onPaso, onRegistered }: Props) {
  const { form, setForm, clear } = useAltaDraft()
  const stepRef = useRef<HTMLDivElement>(null)
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  /** The steps left at least once: their unmet rules show under their fields. */
  const [dejados, setDejados] = useState<ReadonlySet<Paso>>(new Set())
  /** Photos previewed in a panel and not confirmed: kept as confirmed when the step is left. */
  const [pendientes, setPendientes] = useState<Fotos>({})
  const add = useAddSocio()
  /** Set from the first 'Guardar Socio' until its answer: a second click sends nothing. */
  const sending = useRef(false)
  const pasos = pasosPara(form.socio.nacimiento)
  const paso = pedido && pasos.includes(pedido) ? pedido : pasos[0]!
  const index = pasos.indexOf(paso)
  const validation = validarAlta(toAltaInput(form))
  const faltantes = validation.success ? [] : validation.messages
  const responsablesVacios = paso === 'responsables' && form.responsables.length === 0
  const conPendientes = (base: AltaForm): AltaForm => ({
    ...base,
    fotos: { ...base.fotos, ...pendientes },
  })
  const errores = dejados.has(paso) ? erroresDelPaso(conPendientes(form), paso) : {}

  /**
   * Leaving a step: a photo left in preview is kept as if confirmed (the clerk chose it and
   * saw it), and the step's unmet rules will show when it is back.
   */
  const leave = (left: Paso = paso) => {
    const tipos = Object.keys(pendientes) as FotoTipo[]
    if (tipos.length > 0) {
      setForm((current) => ({ ...current, fotos: { ...current.fotos, ...pendientes } }))
      setPendientes({})
      for (const tipo of tipos) notify('success', FOTO_CAPTURADA[tipo])
    }
    setDejados((current) => new Set(current).add(left))
    return conPendientes(form)
  }

  // The step changes with the buttons and with the browser's Back and Forward alike: the
  // step left is left, and the new step's content takes the focus, so a screen reader
  // announces where it is.
  const shown = useRef(paso)
  const onStepChange = useEffectEvent(() => {
    if (shown.current === paso) return
    leave(shown.current)
    shown.current = paso
    stepRef.current?.focus()
  })
  useEffect(() => onStepChange(), [paso])
  // A step this form has not (Responsables of an adult, a mistyped address) is the first.
  const replaceUnknown = useEffectEvent(() => onPaso(paso, true))
  useEffect(() => {
    if (pedido && pedido !== paso) replaceUnknown()
  }, [pedido, paso])

  /** A new registration (after a queued save, or a refused one to fix): from the first step. */
  const restart = (replace: boolean) => {
    setPendientes({})
    setDejados(new Set())
    // Nothing is left behind: the step shown before is not marked as left.
    shown.current = pasos[0]!
    if (paso !== pasos[0]) onPaso(pasos[0]!, replace)
    requestAnimationFrame(() => stepRef.current?.focus())
  }

  const goTo = (next: number) => {
    if (next !== index) onPaso(pasos[next]!)
  }

  /** 'Siguiente': on only when the step's own rules are met, else they show, first focused. */
  const next = () => {
    if (Object.keys(erroresDelPaso(leave(), paso)).length > 0) {
      return focusFirstInvalid(stepRef.current)
    }
    goTo(index + 1)
  }

  const setSocio = (update: (socio: typeof form.socio) => typeof form.socio) =>
    setForm((current) => ({ ...current, socio: update(current.socio) }))
  const setFoto = (tipo: FotoTipo, photo: Blob) =>
    setForm((current) => ({ ...current, fotos: { ...current.fotos, [tipo]: photo } }))
  const setPendiente = (tipo: FotoTipo, photo: Blob | null) =>
    setPendientes((current) => {
      const rest = { ...current }
      delete rest[tipo]
      return photo ? { ...rest, [tipo]: photo } : rest
    })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (index < pasos.length - 1) return next()
    if (faltantes.length > 0) return notify('error', faltantes[0]!)
    // Set before any await: a double click's second submit comes before the re-render that
    // disables the button.
    if (sending.current) return
    sending.current = true
    try {
      const result = await add.mutateAsync({ form, idempotencyKey })
      clear()
      setIdempotencyKey(crypto.randomUUID())
      if (result.queued) {
        restart(true)
        notify('info', 'Sin conexión: el alta quedó pendiente de envío y se enviará sola.', {
          duration: 8_000,
        })
      } else {
        setDejados(new Set())
        notify('success', 'Socio registrado exitosamente', { duration: 5_000 })
        if (result.socio.aviso) notify('info', result.socio.aviso, { duration: 15_000 })
        onRegistered(result.socio)
      }
    } catch (error) {
      notify('error', await errorMessage(error, 'Error al guardar el socio'), {
        duration: Infinity,
      })
    } finally {
      sending.current = false
    }
  }

  return (
    <main className="page page-wide">
      <h1>Alta de Socio</h1>
      <PendingAltas
        onFix={(refused) => {
          setForm(refused)
          restart(false)
        }}
      />
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
              errores={errores}
              onChange={setSocio}
              onFoto={(photo) => setFoto('fotoSocio', photo)}
              onPreview={(photo) => setPendiente('fotoSocio', photo)}
            />
          )}
          {paso === 'documentacion' && (
            <PasoDocumentacion
              socio={form.socio}
              fotos={form.fotos}
              errores={errores}
              onChange={setSocio}
              onFoto={setFoto}
              onPreview={setPendiente}
            />
          )}
          {paso === 'responsables' && (
            <PasoResponsables
              responsables={form.responsables}
              errores={errores}
              onChange={(update) =>
                setForm((current) => ({ ...current, responsables: update(current.responsables) }))
              }
            />
          )}
          {paso === 'contacto' && (
            <PasoContacto socio={form.socio} errores={errores} onChange={setSocio} />
          )}
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
