import { whatsappLink } from '@/domain/whatsapp'
import styles from './whatsapp-button.module.css'

/**
 * The floating chat button of the public pages (docs/product.md#floating-whatsapp-button):
 * opens WhatsApp in a new tab with 'Hola!'. In its own landmark; the server-rendered landing
 * page uses it too, so the markup is the same.
 */
export function WhatsAppAside({ numero }: { numero: string }) {
  return (
    <aside aria-label="Contacto">
      <WhatsAppButton numero={numero} />
    </aside>
  )
}

function WhatsAppButton({ numero }: { numero: string }) {
  return (
    <a
      className={styles.button}
      href={whatsappLink(numero, 'Hola!')}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escribinos por WhatsApp (se abre en una pestaña nueva)"
    >
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 3C8.8 3 3 8.7 3 15.8c0 2.3.6 4.5 1.7 6.4L3 29l7-1.8c1.8 1 3.9 1.5 6 1.5 7.2 0 13-5.7 13-12.8S23.2 3 16 3Zm0 23.4c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-4.1 1.1 1.1-4-.3-.4a10.4 10.4 0 0 1-1.6-5.6C5.3 9.9 10.1 5.2 16 5.2s10.7 4.7 10.7 10.6S21.9 26.4 16 26.4Zm5.9-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6.3-.5c.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 .8.4 1.4.6 1.9.7.8.3 1.6.2 2.2.1.7-.1 1.9-.8 2.2-1.5.3-.7.3-1.3.2-1.5-.1-.1-.3-.2-.6-.3Z"
        />
      </svg>
    </a>
  )
}
