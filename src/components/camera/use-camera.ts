import { useEffect, useState, type RefObject } from 'react'

/** Scanner messages, kept word for word (docs/product.md#camera-and-photos). */
export const CAMERA_ERRORS = {
  insecure:
    'camera access is only permitted in secure context. Use HTTPS or localhost rather than HTTP.',
  noStream: 'this browser has no Stream API support',
  timeout: 'Loading camera stream timed out after 3 seconds.',
  denied: 'Permiso de cámara denegado: habilitalo en el navegador para usarla.',
  missing: 'No se encontró una cámara en este dispositivo.',
  other: 'No se pudo iniciar la cámara.',
} as const

const STREAM_TIMEOUT = 3_000

export type Facing = 'user' | 'environment'
export type CameraState =
  { status: 'off' | 'starting' | 'live' } | { status: 'error'; error: string }

type Options = { enabled: boolean; facing: Facing; width: number; height: number }

/** Plays the camera into `video` while enabled; the tracks stop when it is not. */
export function useCamera(
  video: RefObject<HTMLVideoElement | null>,
  { enabled, facing, width, height }: Options,
): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'off' })

  useEffect(() => {
    if (!enabled) return
    let stream: MediaStream | null = null
    let cancelled = false
    const stop = () => stream?.getTracks().forEach((track) => track.stop())
    const fail = (error: string) => !cancelled && setState({ status: 'error', error })

    async function start() {
      setState({ status: 'starting' })
      if (!window.isSecureContext) return fail(CAMERA_ERRORS.insecure)
      if (!navigator.mediaDevices?.getUserMedia) return fail(CAMERA_ERRORS.noStream)
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: {
            facingMode: { ideal: facing },
            width: { ideal: width },
            height: { ideal: height },
          },
        })
        const element = video.current
        if (cancelled || !element) return stop()
        attach(element, stream)
        // Past 3 s the person is told (docs/product.md#camera-and-photos); a camera that starts
        // later still counts.
        const slow = setTimeout(() => fail(CAMERA_ERRORS.timeout), STREAM_TIMEOUT)
        await element.play().finally(() => clearTimeout(slow))
        if (!cancelled) setState({ status: 'live' })
      } catch (error) {
        stop()
        fail(messageFor(error))
      }
    }
    void start()
    return () => {
      cancelled = true
      stop()
    }
  }, [enabled, facing, width, height, video])

  return enabled ? state : { status: 'off' }
}

function attach(element: HTMLVideoElement, stream: MediaStream) {
  element.srcObject = stream
}

function messageFor(error: unknown): string {
  if (!(error instanceof Error)) return CAMERA_ERRORS.other
  if (error.message === CAMERA_ERRORS.timeout) return CAMERA_ERRORS.timeout
  if (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    return CAMERA_ERRORS.denied
  if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError')
    return CAMERA_ERRORS.missing
  return CAMERA_ERRORS.other
}
