import { useEffect, useRef, useState } from 'react'
import { preloadQrScanner, useQrScanner } from '@/components/camera/use-qr-scanner'
import { formatTime } from '@/lib/format'
import { useGate, type Gate } from '../hooks/use-gate'
import { DniEntry } from './dni-entry'
import { useWakeLock } from '../hooks/use-wake-lock'
import { playAllowed, playDenied, unlockSounds } from '../utils/sounds'
import styles from './kiosk.module.css'
import { VerdictPanel } from './verdict-panel'
import { formatCount } from '@/domain/plural'

/** How long a verdict stays before the screen returns to scanning by itself. */
const VERDICT_MS = 4_000

/**
 * The entrance tablet ('Portería'): started with one tap (sound, wake lock, full screen
 * need one), then the camera runs without pause between members. A DNI can always be typed
 * instead; without a camera it is the main thing on screen.
 */
export function KioskPage({ onExit }: { onExit: () => void }) {
  const gate = useGate()
  const [started, setStarted] = useState(false)
  useEffect(() => {
    void preloadQrScanner().catch(() => undefined)
  }, [])
  if (!started)
    return (
      <main className={styles.start}>
        <h1>Portería</h1>
        <p>
          La cámara queda encendida y la pantalla no se apaga mientras la portería está abierta.
        </p>
        <p role="status">
          {gate.sincronizado
            ? `Lista para funcionar sin conexión: ${formatCount(gate.socios, 'socio', 'socios')}, actualizado a las ${formatTime(gate.sincronizado)}.`
            : gate.online
              ? 'Descargando los datos de los socios…'
              : 'Sin conexión: se usan los datos guardados en esta tablet.'}
        </p>
        <button
          type="button"
          className="button button-accent"
          onClick={() => {
            unlockSounds()
            void document.documentElement.requestFullscreen?.().catch(() => undefined)
            setStarted(true)
          }}
        >
          Iniciar portería
        </button>
        <button type="button" className="button button-secondary" onClick={onExit}>
          Volver al panel
        </button>
      </main>
    )
  return <Kiosk gate={gate} onExit={onExit} />
}

function Kiosk({ gate, onExit }: { gate: Gate; onExit: () => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const camera = useQrScanner(video, {
    facing: 'environment',
    onDecode: (text) => void gate.decide(text),
  })
  const [confirmExit, setConfirmExit] = useState(false)
  useWakeLock(true)
  const { verdict, clearVerdict } = gate

  useEffect(() => {
    if (!verdict) return
    if (verdict.veredicto === 'permitido') playAllowed()
    else playDenied()
    const timer = setTimeout(clearVerdict, VERDICT_MS)
    return () => clearTimeout(timer)
    // clearVerdict is a new function each render; the verdict alone restarts the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verdict])

  useEffect(() => {
    if (!confirmExit) return
    const timer = setTimeout(() => setConfirmExit(false), 3_000)
    return () => clearTimeout(timer)
  }, [confirmExit])

  const exit = () => {
    if (!confirmExit) return setConfirmExit(true)
    void document.exitFullscreen?.().catch(() => undefined)
    onExit()
  }

  const sinCamara = camera.status === 'error'
  return (
    <main className={styles.kiosk}>
      <h1 className="visually-hidden">Portería</h1>
      <video
        ref={video}
        className={styles.video}
        muted
        playsInline
        aria-label="Cámara"
        hidden={sinCamara}
      />
      <header className={styles.bar}>
        <span className={gate.online ? styles.online : styles.offline} role="status">
          {gate.online ? 'En línea' : 'Sin conexión'}
        </span>
        <span className={styles.counter}>Ingresos de hoy: {gate.hoy}</span>
        {gate.pendientes > 0 && (
          <span className={styles.pending}>
            {formatCount(gate.pendientes, 'registro por enviar', 'registros por enviar')}
          </span>
        )}
        <button type="button" className={styles.exit} onClick={exit}>
          {confirmExit ? 'Tocá de nuevo para salir' : 'Salir'}
        </button>
      </header>
      <div className={sinCamara ? styles.stage : styles.dock}>
        {sinCamara && (
          <section className={styles.noCamera} aria-label="Cámara">
            <p className={styles.noCameraTitle} role="status">
              Sin cámara: ingresá el DNI del socio.
            </p>
            <p className={styles.noCameraReason}>{camera.error}</p>
            {!gate.ready && <p className={styles.noCameraReason}>Preparando la portería…</p>}
          </section>
        )}
        <DniEntry gate={gate} principal={sinCamara} />
      </div>
      {!verdict && !sinCamara && (
        <p className={styles.hint} role="status">
          {gate.ready ? 'Acercá el código QR del carnet a la cámara' : 'Preparando la portería…'}
        </p>
      )}
      {verdict && <VerdictPanel verdict={verdict} onDone={clearVerdict} />}
    </main>
  )
}
