import { useId, useRef, type ChangeEvent } from 'react'
import { vistaPrevia, type TipoImagenClub } from '@/domain/configuracion/configuracion-imagenes'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { useUploadImagen } from '../api/upload-imagen'
import styles from './configuracion.module.css'

const MAX_BYTES = 10 * 1024 * 1024

type UploadProps = {
  tipo: TipoImagenClub
  /** The button's text ('Agregar imagen al carrusel', 'Cambiar el escudo'). */
  children: string
  /** The file input's name for assistive technology and tests: 'Archivo: …'. */
  archivo: string
  onUploaded: (src: string) => void
  disabled?: boolean
  /** The message of an unmet rule this button answers (the list is empty or too long). */
  error?: string | undefined
}

/**
 * A button that chooses an image file and uploads it at once (docs/product.md#configuracion):
 * the server checks and re-encodes it and answers its `src`; the settings keep it once
 * 'Guardar cambios' is pressed.
 */
export function UploadButton({
  tipo,
  children,
  archivo,
  onUploaded,
  disabled,
  error,
}: UploadProps) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadImagen()
  const errorId = useId()
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!file.type.startsWith('image/')) {
      return notify('error', 'Por favor selecciona un archivo de imagen válido')
    }
    if (file.size >= MAX_BYTES) return notify('error', 'El archivo debe ser menor a 10MB')
    try {
      onUploaded(await upload.mutateAsync({ tipo, file }))
      notify('success', 'Imagen subida: se guarda con “Guardar cambios”')
    } catch (failure) {
      notify('error', await errorMessage(failure, 'Error al subir la imagen'))
    }
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => input.current?.click()}
        disabled={disabled || upload.isPending}
        data-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {upload.isPending ? 'Subiendo…' : children}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={archivo}
        hidden
        onChange={(event) => void choose(event)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </>
  )
}

type FieldProps = {
  tipo: TipoImagenClub
  /** What the image is: 'Escudo', 'Imagen 2 del carrusel'. */
  label: string
  src: string
  onChange: (src: string) => void
  error?: string | undefined
}

/** One image of the settings: its preview and the button that replaces it. */
export function ImageField({ tipo, label, src, onChange, error }: FieldProps) {
  return (
    <div className={styles.image}>
      {src ? (
        <img
          className={styles[`preview-${tipo}`]}
          src={vistaPrevia(tipo, src)}
          alt={`Vista previa: ${label}`}
        />
      ) : (
        <span className={`${styles[`preview-${tipo}`]} ${styles.empty}`}>Sin imagen</span>
      )}
      <div className={styles.imageActions}>
        <UploadButton tipo={tipo} archivo={`Archivo: ${label}`} onUploaded={onChange} error={error}>
          {`${src ? 'Cambiar' : 'Subir'} ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
        </UploadButton>
      </div>
    </div>
  )
}
