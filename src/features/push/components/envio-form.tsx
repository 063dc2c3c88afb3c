import { useId, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { fieldBinder } from '@/components/ui/form/bind-field'
import { focusFirstInvalid } from '@/components/ui/form/focus-first-invalid'
import { SelectField } from '@/components/ui/form/select-field'
import { SubmitActions } from '@/components/ui/form/submit-actions'
import { TextAreaField } from '@/components/ui/form/text-area-field'
import { TextField } from '@/components/ui/form/text-field'
import {
  broadcastSchema,
  PUSH_MENSAJE,
  type Broadcast,
  type BroadcastResult,
} from '@/domain/push/push'
import { PANTALLA_PUSH_INICIAL, PANTALLAS_PUSH } from '@/domain/push/push-envio-textos'
import { LIMITES } from '@/domain/limites'
import { fieldErrors } from '@/domain/validation'
import { askConfirm } from '@/lib/confirm'
import { errorMessage, HTTPError } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useSendBroadcast } from '../api/send-broadcast'
import { avisoDelEnvio } from '../utils/resultado-envio'
import { PUSH_TEXTO } from '../utils/textos'
import {
  audienceDe,
  DESTINO_INICIAL,
  destinatariosFrase,
  EnvioDestinatarios,
  faltaElegir,
  type Destino,
} from './envio-destinatarios'
import styles from './envio-form.module.css'
import { EnvioPreview } from './envio-preview'

const TITULO_MAX = LIMITES.pushEnvios.title
const MENSAJE_MAX = 500

/** The server's refusals that belong to one field, shown by it (docs/product.md#api-push). */
const CAMPO_DEL_MENSAJE: Record<string, keyof Broadcast> = {
  [PUSH_MENSAJE.titulo]: 'title',
  [PUSH_MENSAJE.tituloLargo]: 'title',
  [PUSH_MENSAJE.cuerpo]: 'body',
  [PUSH_MENSAJE.cuerpoLargo]: 'body',
  [PUSH_MENSAJE.url]: 'url',
  [PUSH_MENSAJE.destinatarios]: 'audience',
  [PUSH_MENSAJE.grupoNoExiste]: 'audience',
  [PUSH_MENSAJE.socioNoExiste]: 'audience',
}

type Campos = { title: string; body: string; url: string }
/** What the last sending came to: the text said, and the counts when the server gave them. */
type Resultado = { aviso: string; counts: BroadcastResult | null }

/**
 * 'Enviar notificación': title, message, the screen it opens and who gets it, with a live
 * preview; asks before sending. Nothing typed is lost to an error, a refusal or no connection.
 */
export function EnvioForm() {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [campos, setCampos] = useState<Campos>({
    title: '',
    body: '',
    url: PANTALLA_PUSH_INICIAL,
  })
  const [destino, setDestino] = useState<Destino>(DESTINO_INICIAL)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [resultado, setResultado] = useState<Resultado | null>(null)
  const send = useSendBroadcast()
  const field = fieldBinder(campos, setCampos, errors)

  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    focusFirstInvalid(form.current)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    setFailure(null)
    setResultado(null)
    const input = { ...campos, audience: audienceDe(destino) }
    const falta = faltaElegir(destino)
    const found = { ...fieldErrors(broadcastSchema, input), ...(falta ? { audience: falta } : {}) }
    if (Object.keys(found).length > 0) return showErrors(found)
    setErrors({})
    const confirmed = await askConfirm({
      title: 'Enviar notificación',
      message: `¿Enviar «${input.title.trim()}» a ${destinatariosFrase(destino)}?`,
      confirm: 'Enviar',
      cancel: 'Cancelar',
    })
    if (!confirmed) return
    try {
      const { message, counts } = await send.mutateAsync(v.parse(broadcastSchema, input))
      const aviso = avisoDelEnvio(counts, message)
      notify(aviso.kind, aviso.text)
      setResultado({ aviso: aviso.text, counts })
    } catch (failed) {
      const message = await errorMessage(failed, 'No se pudo enviar la notificación')
      const campo = failed instanceof HTTPError ? CAMPO_DEL_MENSAJE[message] : undefined
      if (campo) showErrors({ [campo]: message })
      else setFailure(message)
    }
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Enviar notificación</h2>
      <div className={styles.grid}>
        <form
          ref={form}
          className="form"
          aria-labelledby={`${id}-titulo`}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <TextField label="Título" autoComplete="off" maxLength={TITULO_MAX} {...field('title')} />
          <div className={styles.mensaje}>
            <TextAreaField label="Mensaje" rows={4} maxLength={MENSAJE_MAX} {...field('body')} />
            <p className={styles.contador}>
              {campos.body.length}/{MENSAJE_MAX}
            </p>
          </div>
          <SelectField label="Al tocarla abre" {...field('url')}>
            {PANTALLAS_PUSH.map(([ruta, nombre]) => (
              <option key={ruta} value={ruta}>
                {nombre}
              </option>
            ))}
          </SelectField>
          <EnvioDestinatarios value={destino} onChange={setDestino} error={errors.audience} />
          {failure && (
            <p className="form-notice" role="alert">
              {failure}
            </p>
          )}
          <SubmitActions pending={send.isPending} busy="Enviando…">
            Enviar notificación
          </SubmitActions>
        </form>
        <EnvioPreview {...campos} />
      </div>
      <div role="status" className={styles.resultado}>
        {resultado && (!resultado.counts || resultado.aviso === PUSH_TEXTO.sinDispositivos) && (
          <p>{resultado.aviso}</p>
        )}
        {resultado?.counts && resultado.aviso !== PUSH_TEXTO.sinDispositivos && (
          <ul>
            <li>Enviadas: {resultado.counts.enviados}</li>
            <li>Fallidas: {resultado.counts.fallidos}</li>
            <li>
              Eliminadas: {resultado.counts.eliminados}
              <span className={styles.nota}>
                {' '}
                (dispositivos que el servicio de notificaciones ya no tenía)
              </span>
            </li>
          </ul>
        )}
      </div>
    </section>
  )
}
