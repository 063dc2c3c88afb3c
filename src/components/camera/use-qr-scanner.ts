import type QrScanner from 'qr-scanner'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { CAMERA_ERRORS, type CameraState, type Facing } from './use-camera'

/**
 * The control scanner reads QR codes only, up to 30 times a second (docs/product.md#escanear-qr).
 */
const SCANS_PER_SECOND = 30

type Options = {
  facing: Facing
  /** Called with each code read; the scanner keeps running (the camera stays warm). */
  onDecode: (text: string) => void
}

/**
 * qr-scanner on `video`, started once and kept running until the component goes: between
 * members nothing is re-initialised, so the next code is read as soon as it is shown.
 */
export function useQrScanner(
  video: RefObject<HTMLVideoElement | null>,
  { facing, onDecode }: Options,
) {
  const [state, setState] = useState<CameraState>({ status: 'starting' })
  const scanner = useRef<QrScanner | null>(null)
  const onDecodeRef = useRef(onDecode)
  useEffect(() => {
    onDecodeRef.current = onDecode
  })

  useEffect(() => {
    let cancelled = false
    const element = video.current
    async function start() {
      if (!window.isSecureContext)
        return setState({ status: 'error', error: CAMERA_ERRORS.insecure })
      if (!navigator.mediaDevices?.getUserMedia)
        return setState({ status: 'error', error: CAMERA_ERRORS.noStream })
      const { default: Scanner } = await import('qr-scanner')
      if (cancelled || !element) return
      const instance = new Scanner(element, (result) => onDecodeRef.current(result.data), {
        returnDetailedScanResult: true,
        preferredCamera: facing,
        maxScansPerSecond: SCANS_PER_SECOND,
        calculateScanRegion: wholeFrame,
      })
      scanner.current = instance
      try {
        await instance.start()
        if (!cancelled) setState({ status: 'live' })
      } catch (error) {
        if (!cancelled) setState({ status: 'error', error: messageFor(error) })
      }
    }
    void start()
    return () => {
      cancelled = true
      scanner.current?.destroy()
      scanner.current = null
    }
    // The facing is applied below without a restart; only the first value starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video])

  useEffect(() => {
    void scanner.current?.setCamera(facing).catch(() => undefined)
  }, [facing])

  return state
}

/**
 * Loads the scanner and its decoder worker ahead of time: a tablet that opens its start
 * screen online can then start scanning after the Wi-Fi is gone.
 */
export async function preloadQrScanner(): Promise<void> {
  const { default: Scanner } = await import('qr-scanner')
  const engine = await Scanner.createQrEngine()
  if (engine instanceof Worker) engine.terminate()
}

/** Longest side of the image handed to the decoder. */
const MAX_SCAN_SIDE = 800

/**
 * The whole frame, not qr-scanner's central square: a member holds the phone wherever it
 * falls, and a code partly outside the square would never be read.
 */
function wholeFrame(video: HTMLVideoElement) {
  const { videoWidth: width, videoHeight: height } = video
  const scale = Math.min(1, MAX_SCAN_SIDE / Math.max(width, height, 1))
  return {
    x: 0,
    y: 0,
    width,
    height,
    downScaledWidth: Math.round(width * scale),
    downScaledHeight: Math.round(height * scale),
  }
}

function messageFor(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  if (/not found/i.test(text)) return CAMERA_ERRORS.missing
  if (/denied|NotAllowed|permission/i.test(text)) return CAMERA_ERRORS.denied
  return text || CAMERA_ERRORS.other
}
