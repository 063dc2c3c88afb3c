import { TITULO_PASO, type Paso } from '../utils/alta-form'
import styles from './alta-page.module.css'

type Props = { pasos: Paso[]; actual: number; onGo: (index: number) => void }

/**
 * 'Progreso del registro': step N of total, percent = N / total (docs/product.md#steps);
 * steps clickable.
 */
export function AltaProgress({ pasos, actual, onGo }: Props) {
  const percent = Math.round(((actual + 1) / pasos.length) * 100)
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span id="alta-progreso">Progreso del registro</span>
        <span>
          Paso {actual + 1} de {pasos.length} ({percent}%)
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby="alta-progreso"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <ol className={styles.steps}>
        {pasos.map((paso, index) => (
          <li key={paso}>
            <button
              type="button"
              className={styles.step}
              aria-current={index === actual ? 'step' : undefined}
              onClick={() => onGo(index)}
            >
              <span className={styles.stepNumber}>{index + 1}</span> {TITULO_PASO[paso]}
            </button>
          </li>
        ))}
      </ol>
    </div>
  )
}
