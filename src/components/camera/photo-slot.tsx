import { useId, useRef, useState } from 'react'
import { notify } from '@/lib/notify'
import { useObjectUrl } from '@/lib/hooks/use-object-url'
import { PhotoCapture } from './photo-capture'
import styles from './photo-slot.module.css'

type Props = {
  label: string
  photo: Blob | undefined
  aspect: number
  facing: 'user' | 'environment'
  /** The toast once the photo is confirmed (docs/product.md#camera-and-photos). */
  capturedMessage: string
  onChange: (photo: Blob) => void
  /**
   * Told of a photo previewed in the panel and not confirmed (null once there is none), so
   * the form can keep it as confirmed when it moves on or saves (docs/product.md#steps).
   */
  onPreview?: (photo: Blob | null) => void
  /** The slot's unmet rule ('Foto del socio es requerida'), shown under it. */
  error?: string | undefined
}

/**
 * A member's photo in a form (the registration, the edit): thumbnail, and the capture panel
 * on demand (docs/product.md#camera-and-photos).
 */
export function PhotoSlot({
  label,
  photo,
  aspect,
  facing,
  capturedMessage,
  onChange,
  onPreview,
  error,
}: Props) {
  const [open, setOpen] = useState(false)
  const [preview, setPreview] = useState<Blob | null>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const errorId = useId()
  // The form took the previewed photo as the slot's (it saved, or kept it moving on): the
  // panel is done.
  if (open && preview !== null && photo === preview) {
    setOpen(false)
    setPreview(null)
  }
  const report = (next: Blob | null) => {
    setPreview(next)
    onPreview?.(next)
  }
  const close = () => {
    setOpen(false)
    report(null)
    toggle.current?.focus()
  }
  const url = useObjectUrl(photo)
  return (
    <div className={styles.slot}>
      <div className={styles.row}>
        {url ? (
          <img
            src={url}
            alt={label}
            className={styles.thumb}
            style={{ aspectRatio: String(aspect) }}
          />
        ) : (
          <span className={styles.thumbEmpty} style={{ aspectRatio: String(aspect) }}>
            Sin foto
          </span>
        )}
        <div>
          <p className={styles.label}>{label}</p>
          <button
            ref={toggle}
            type="button"
            className="button button-secondary"
            aria-expanded={open}
            aria-describedby={error ? errorId : undefined}
            // The form focuses its first unmet rule; a button cannot be aria-invalid.
            data-invalid={error ? true : undefined}
            onClick={() => (open ? close() : setOpen(true))}
          >
            {photo ? `Cambiar ${label.toLowerCase()}` : `Agregar ${label.toLowerCase()}`}
          </button>
        </div>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {open && (
        <PhotoCapture
          title={label}
          aspect={aspect}
          initialFacing={facing}
          onClose={close}
          onPreview={report}
          onConfirm={(blob) => {
            onChange(blob)
            close()
            notify('success', capturedMessage)
          }}
        />
      )}
    </div>
  )
}
