import { useId } from 'react'
import type { ResetLink } from '@/domain/cuenta/auth'
import { numeroWhatsapp, whatsappLink } from '@/domain/configuracion/whatsapp'
import { errorMessage } from '@/lib/http'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useResetLink } from '../api/reset-link'
import styles from './socio-detail.module.css'

type Props = { id: number; nombre: string; telefono: string | null }

/**
 * 'Enlace para nueva contraseña' (docs/product.md#member-detail): makes a one-time link,
 * shows it, and offers it by WhatsApp to the member's phone; without one, copies it.
 */
export function ResetLinkPanel({ id, nombre, telefono }: Props) {
  const linkId = useId()
  const resetLink = useResetLink()
  const numero = numeroWhatsapp(telefono)

  const create = async () => {
    try {
      const link = await resetLink.mutateAsync(id)
      if (!numero) await copy(link.url)
    } catch (error) {
      notify('error', await errorMessage(error, 'No se pudo crear el enlace'))
    }
  }

  return (
    <section className="card" aria-labelledby={`${linkId}-titulo`}>
      <h2 id={`${linkId}-titulo`}>Contraseña</h2>
      <p>
        Un enlace para que el socio elija una contraseña nueva: sirve una vez, durante 24 horas.
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void create()}
        disabled={resetLink.isPending}
      >
        {resetLink.isPending ? 'Creando…' : 'Enlace para nueva contraseña'}
      </button>
      {resetLink.data && (
        <div className={styles.resetLink} role="status">
          <label htmlFor={linkId}>
            Enlace (vence el {formatDateTime(Date.parse(resetLink.data.vence))})
          </label>
          <input
            id={linkId}
            className="input"
            readOnly
            value={resetLink.data.url}
            onFocus={(event) => event.target.select()}
          />
          <div className={styles.actions}>
            {numero && (
              <a
                className="button"
                href={whatsappLink(numero, mensaje(nombre, resetLink.data))}
                target="_blank"
                rel="noopener noreferrer"
              >
                Enviar por WhatsApp
              </a>
            )}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void copy(resetLink.data.url)}
            >
              Copiar enlace
            </button>
          </div>
        </div>
      )}
    </section>
  )
}

const mensaje = (nombre: string, link: ResetLink) =>
  `Hola ${nombre}! Para elegir tu nueva contraseña del club entrá a este enlace ` +
  `(sirve una vez, hasta el ${formatDateTime(Date.parse(link.vence))}): ${link.url}`

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url)
    notify('success', 'Enlace copiado')
  } catch {
    notify('error', 'No se pudo copiar: seleccioná el enlace y copialo')
  }
}
