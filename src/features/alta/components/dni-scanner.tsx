import { useEffect, useRef, useState } from 'react'
import { useCamera } from '@/components/camera/use-camera'
import { parseDniBarcode, type DniData } from '@/domain/alta/dni'
import { notify } from '@/lib/notify'
import { loadBarcodeReader } from '../utils/barcode-reader'
import styles from './dni-scanner.module.css'

/** A pause between attempts keeps the tablet responsive (docs/product.md#dni-scanner). */
const SCAN_DELAY = 100

type Phase = 'scanning' | 'processing' | 'failed'

/** The DNI's PDF417 read with the rear camera (docs/product.md#dni-scanner). */
export function DniScanner({ onScan }: { onScan: (dni: DniData) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.scanner}>
      <button
        type="button"
        className={open ? 'button button-secondary' : 'button button-accent'}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Cancelar Escaneo' : 'Escanear DNI'}
      </button>
      {open && (
        <ScannerPanel
          onScan={(dni) => {
            setOpen(false)
            onScan(dni)
          }}
        />
      )}
    </div>
  )
}

function ScannerPanel({ onScan }: { onScan: (dni: DniData) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const camera = useCamera(video, {
    enabled: true,
    facing: 'environment',
    width: 1920,
    height: 1080,
  })
  const [phase, setPhase] = useState<Phase>('scanning')
  const [attempt, setAttempt] = useState(0)
  // The latest callback, without restarting the scan loop on every render of the form.
  const onScanRef = useRef(onScan)
  useEffect(() => {
    onScanRef.current = onScan
  })

  useEffect(() => {
    if (camera.status !== 'live' || phase !== 'scanning') return
    let stopped = false
    const canvas = document.createElement('canvas')
    const scan = async () => {
      const read = await loadBarcodeReader()
      while (!stopped) {
        const text = await decodeFrame(video.current, canvas, read)
        if (stopped) return
        // A code that is not a DNI's is ignored, and the scan goes on
        // (docs/product.md#dni-barcode).
        const dni = text === null ? null : parseDniBarcode(text)
        if (dni) return handle(dni)
        await new Promise((resolve) => setTimeout(resolve, SCAN_DELAY))
      }
    }
    const handle = (dni: DniData) => {
      setPhase('processing')
      notify('success', 'DNI escaneado correctamente')
      onScanRef.current(dni)
    }
    scan().catch((error: unknown) => {
      if (stopped) return
      setPhase('failed')
      notify(
        'error',
        `Error al escanear DNI: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
    return () => {
      stopped = true
    }
  }, [camera.status, phase, attempt])

  const restart = () => {
    setPhase('scanning')
    setAttempt(attempt + 1)
  }

  return (
    <section className={`panel ${styles.panel}`} aria-label="Escáner de DNI">
      <div className={styles.frame}>
        <video ref={video} className={styles.video} muted playsInline aria-label="Cámara" />
        <div className={styles.guide} aria-hidden="true" />
      </div>
      {camera.status === 'error' ? (
        <p role="alert" className={styles.error}>
          {camera.error}
        </p>
      ) : (
        <>
          <p className={styles.hint}>Enfoca el código PDF417 del DNI</p>
          <p className={styles.status} role="status">
            {phase === 'scanning' ? 'Escaneando...' : phase === 'processing' ? 'Procesando...' : ''}
          </p>
        </>
      )}
      <button type="button" className="button button-secondary" onClick={restart}>
        Reiniciar Scanner
      </button>
      <p className={styles.tip}>Mantén el DNI estable y bien iluminado</p>
    </section>
  )
}

/** The text of a barcode in the current frame, or null when there is none (yet). */
async function decodeFrame(
  video: HTMLVideoElement | null,
  canvas: HTMLCanvasElement,
  read: (frame: ImageData) => Promise<{ text: string; isValid: boolean }[]>,
): Promise<string | null> {
  if (!video || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth)
    return null
  canvas.width = video.videoWidth
  canvas.height = video.videoHeight
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.drawImage(video, 0, 0)
  const [result] = await read(context.getImageData(0, 0, canvas.width, canvas.height))
  return result?.isValid && result.text ? result.text : null
}
