import { whatsappLink } from '@/domain/configuracion/whatsapp'
import styles from './whatsapp-button.module.css'

/**
 * The floating chat button of the public pages (docs/product.md#floating-whatsapp-button):
 * opens WhatsApp in a new tab with 'Hola!'. In its own landmark; the server-rendered landing
 * page uses it too, so the markup is the same. The icon is an image the stylesheet paints in
 * the text colour, not markup: its path weighed 0.3 KB of the first load's JS
 * (docs/performance.md#first-load-js).
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
      <span className={styles.icon} aria-hidden="true" />
    </a>
  )
}
