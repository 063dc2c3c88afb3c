import { useRef, useState } from 'react'
import { PhotoCapture } from '@/components/camera/photo-capture'
import { notify } from '@/lib/notify'
import { useObjectUrl } from '@/lib/use-object-url'
import styles from './alta-page.module.css'

type Props = {
  label: string
  photo: Blob | undefined
  aspect: number
  facing: 'user' | 'environment'
  /** The toast once the photo is confirmed (docs/product.md#camera-and-photos). */
  capturedMessage: string
  onChange: (photo: Blob) => void
}

/** A photo of the registration: thumbnail, and the capture panel on demand. */
export function PhotoSlot({ label, photo, aspect, facing, capturedMessage, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  const url = useObjectUrl(photo)
  return (
    <div className={styles.photoSlot}>
      <div className={styles.photoRow}>
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
          <p className={styles.photoLabel}>{label}</p>
          <button
            ref={toggle}
            type="button"
            className="button button-secondary"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {photo ? `Cambiar ${label.toLowerCase()}` : `Agregar ${label.toLowerCase()}`}
          </button>
        </div>
      </div>
      {open && (
        <PhotoCapture
          title={label}
          aspect={aspect}
          initialFacing={facing}
          onClose={close}
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
