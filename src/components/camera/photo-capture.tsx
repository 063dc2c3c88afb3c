import { useId, useRef, useState, type ChangeEvent } from 'react'
import { isImageFile } from '@/lib/forms/image-file'
import { notify } from '@/lib/notify'
import { useObjectUrl } from '@/lib/hooks/use-object-url'
import styles from './photo-capture.module.css'
import { useCamera, type Facing } from './use-camera'

const MAX_BYTES = 10 * 1024 * 1024
/**
 * A short pause before the shot lets autofocus and exposure settle
 * (docs/product.md#camera-and-photos).
 */
const CAPTURE_DELAY = 200
const MAX_WIDTH = 1600

type Props = {
  title: string
  /** Width over height: 1 for a face, 1.6 for an ID card (docs/product.md#camera-and-photos). */
  aspect: number
  initialFacing?: Facing
  onConfirm: (photo: Blob) => void | Promise<void>
  onClose: () => void
  /** Told of the photo previewed and not confirmed yet, and null once there is none. */
  onPreview?: (photo: Blob | null) => void
}

/**
 * Live camera → preview → confirm or repeat (docs/product.md#camera-and-photos); a file can be
 * chosen instead.
 */
export function PhotoCapture({
  title,
  aspect,
  initialFacing = 'environment',
  onConfirm,
  onClose,
  onPreview,
}: Props) {
  const video = useRef<HTMLVideoElement>(null)
  const [facing, setFacing] = useState<Facing>(initialFacing)
  const [photo, setPhotoState] = useState<Blob | null>(null)
  const setPhoto = (next: Blob | null) => {
    setPhotoState(next)
    onPreview?.(next)
  }
  const [busy, setBusy] = useState<'capturing' | 'checking' | 'uploading' | null>(null)
  /** Why the chosen file was refused: shown in the panel, by the slot it is for. */
  const [refused, setRefused] = useState<string | null>(null)
  const camera = useCamera(video, { enabled: !photo, facing, width: 1920, height: 1080 })
  const preview = useObjectUrl(photo)
  const titleId = useId()
  const fileInput = useRef<HTMLInputElement>(null)

  const capture = async () => {
    setBusy('capturing')
    try {
      await new Promise((resolve) => setTimeout(resolve, CAPTURE_DELAY))
      setPhoto(await grabFrame(video.current!, aspect))
      setRefused(null)
    } catch {
      notify('error', 'Error al capturar la imagen')
    } finally {
      setBusy(null)
    }
  }

  // The content decides, not the name or type (a text renamed .jpg comes as image/jpeg); a
  // refused file leaves the slot as it was.
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setRefused(null)
    if (file.size >= MAX_BYTES) return setRefused('El archivo debe ser menor a 10MB')
    setBusy('checking')
    try {
      if (await isImageFile(file)) setPhoto(file)
      else setRefused('Por favor selecciona un archivo de imagen válido')
    } catch {
      notify('error', 'Error al procesar el archivo')
    } finally {
      setBusy(null)
    }
  }

  const confirm = async () => {
    if (!photo) return
    setBusy('uploading')
    try {
      await onConfirm(photo)
    } catch {
      notify('error', 'Error al subir la imagen')
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className={`panel ${styles.panel}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId}>{title}</h3>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cerrar
        </button>
      </div>
      <div className={styles.frame} style={{ aspectRatio: String(aspect) }}>
        {preview ? (
          <img src={preview} alt={`Vista previa: ${title}`} className={styles.media} />
        ) : (
          <video ref={video} className={styles.media} muted playsInline aria-label="Cámara" />
        )}
        {!photo && camera.status === 'error' && (
          <p className={styles.message} role="alert">
            {camera.error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {photo ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setPhoto(null)}
              disabled={busy !== null}
            >
              Repetir
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void confirm()}
              disabled={busy !== null}
            >
              {busy === 'uploading' ? 'Subiendo...' : 'Confirmar'}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setFacing(facing === 'user' ? 'environment' : 'user')}
              disabled={camera.status !== 'live'}
            >
              {facing === 'user' ? 'Usar cámara trasera' : 'Usar cámara frontal'}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void capture()}
              disabled={camera.status !== 'live' || busy !== null}
            >
              Capturar
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => fileInput.current?.click()}
              disabled={busy !== null}
            >
              Subir archivo
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              aria-label={`Archivo: ${title}`}
              hidden
              onChange={(event) => void chooseFile(event)}
            />
          </>
        )}
      </div>
      {refused && (
        <p className="field-error" role="alert">
          {refused}
        </p>
      )}
    </section>
  )
}

/** The centre of the current frame cropped to `aspect`, as a JPEG. */
async function grabFrame(video: HTMLVideoElement, aspect: number): Promise<Blob> {
  const { videoWidth: vw, videoHeight: vh } = video
  if (!vw || !vh) throw new Error('sin imagen')
  const cropW = Math.min(vw, vh * aspect)
  const cropH = cropW / aspect
  const width = Math.min(MAX_WIDTH, Math.round(cropW))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = Math.round(width / aspect)
  canvas
    .getContext('2d')!
    .drawImage(
      video,
      (vw - cropW) / 2,
      (vh - cropH) / 2,
      cropW,
      cropH,
      0,
      0,
      canvas.width,
      canvas.height,
    )
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('sin imagen'))),
      'image/jpeg',
      0.9,
    ),
  )
}
