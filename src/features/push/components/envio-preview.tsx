import { nombrePantalla } from '@/domain/push/push-envio-textos'
import styles from './envio-preview.module.css'

type Props = { title: string; body: string; url: string }

/** How the notification will look: the club's icon, as the server sends it, and its texts. */
export function EnvioPreview({ title, body, url }: Props) {
  return (
    <figure aria-label="Vista previa" className={styles.preview}>
      <img src="/icons/icon-192.png" alt="" width={48} height={48} className={styles.icon} />
      <div className={styles.texts}>
        {title.trim() ? (
          <p className={styles.title}>{title}</p>
        ) : (
          <p className={`${styles.title} ${styles.muted}`}>Título de la notificación</p>
        )}
        <p className={styles.body}>{body}</p>
        <p className={styles.abre}>Abre: {nombrePantalla(url)}</p>
      </div>
    </figure>
  )
}
