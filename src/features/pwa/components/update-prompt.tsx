import { useServiceWorkerUpdate } from '../hooks/use-service-worker-update'
import styles from './update-prompt.module.css'

export function UpdatePrompt() {
  const { updateAvailable, update } = useServiceWorkerUpdate()
  if (!updateAvailable) return null
  return (
    <aside aria-label="Avisos">
      <div className={styles.prompt} role="alert">
        <span>Hay una nueva versión disponible</span>
        <button type="button" className="button button-accent" onClick={update}>
          Actualizar
        </button>
      </div>
    </aside>
  )
}
