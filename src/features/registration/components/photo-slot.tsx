import { useEffect, useMemo, useState } from 'react'
import { PhotoCapture } from '@/components/camera/photo-capture'
import { notify } from '@/lib/notify'
import styles from './alta-page.module.css'

type Props = {
  label: string
  photo: Blob | undefined
  aspect: number
  facing: 'user' | 'environment'
  /** The toast of SPEC.md §8 once the photo is confirmed. */
  capturedMessage: string
  onChange: (photo: Blob) => void
}

/** A photo of the registration: thumbnail, and the capture panel on demand. */
export function PhotoSlot({ label, photo, aspect, facing, capturedMessage, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const url = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
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
          <button type="button" className="button button-secondary" onClick={() => setOpen(!open)}>
            {photo ? `Cambiar ${label.toLowerCase()}` : `Agregar ${label.toLowerCase()}`}
          </button>
        </div>
      </div>
      {open && (
        <PhotoCapture
          title={label}
          aspect={aspect}
          initialFacing={facing}
          onClose={() => setOpen(false)}
          onConfirm={(blob) => {
            onChange(blob)
            setOpen(false)
            notify('success', capturedMessage)
          }}
        />
      )}
    </div>
  )
}
