import { useRef, useState } from 'react'
import type { Facing } from '@/components/camera/use-camera'
import { useQrScanner } from '@/components/camera/use-qr-scanner'
import type { SocioGate } from '@/domain/porteria/gate-api'
import { textoIngresoReciente } from '@/domain/porteria/gate-verdict'
import { errorMessage } from '@/lib/http'
import { validarToken } from '../api/validar-token'
import styles from './control.module.css'
import { controlToast } from './control-toast'
import { ResultCard } from './result-card'

/**
 * After a failed validation the scanner reads again 2 seconds later (docs/product.md#escanear-qr).
 */
const RETRY_DELAY = 2_000

type Phase =
  | { kind: 'scanning' }
  | { kind: 'processing' }
  | { kind: 'result'; socio: SocioGate; aviso: string | null }

/** 'Escanear QR': camera → 'Procesando código...' → the result card, or back to scanning. */
export function ScanTab() {
  const video = useRef<HTMLVideoElement>(null)
  const [facing, setFacing] = useState<Facing>('environment')
  const [phase, setPhase] = useState<Phase>({ kind: 'scanning' })
  const busy = useRef(false)

  const onDecode = async (token: string) => {
    if (busy.current) return
    busy.current = true
    setPhase({ kind: 'processing' })
    try {
      const { ingresoReciente, ...socio } = await validarToken(token)
      const aviso = ingresoReciente ? textoIngresoReciente(ingresoReciente, Date.now()) : null
      setPhase({ kind: 'result', socio, aviso })
      controlToast('success', 'Validación completada')
    } catch (error) {
      controlToast('error', await errorMessage(error, 'Error al validar'))
      setPhase({ kind: 'scanning' })
      setTimeout(() => (busy.current = false), RETRY_DELAY)
    }
  }
  const camera = useQrScanner(video, { facing, onDecode: (text) => void onDecode(text) })

  const reset = () => {
    busy.current = false
    setPhase({ kind: 'scanning' })
  }

  return (
    <div className={styles.scan}>
      <div className={styles.viewport} hidden={phase.kind === 'result'}>
        <video ref={video} className={styles.video} muted playsInline aria-label="Cámara" />
        {phase.kind === 'processing' && (
          <p className={styles.processing} role="status">
            Procesando código...
          </p>
        )}
      </div>
      {camera.status === 'error' && (
        <p role="alert" className={styles.error}>
          {camera.error}
        </p>
      )}
      {phase.kind === 'result' ? (
        <ResultCard
          socio={phase.socio}
          aviso={phase.aviso}
          resetLabel="Escanear Nuevo QR"
          onReset={reset}
        />
      ) : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setFacing(facing === 'user' ? 'environment' : 'user')}
        >
          {facing === 'user' ? 'Usar cámara trasera' : 'Usar cámara frontal'}
        </button>
      )}
    </div>
  )
}
