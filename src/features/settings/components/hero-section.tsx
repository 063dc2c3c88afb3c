import section from '@/components/ui/form-section.module.css'
import { TextField } from '@/components/ui/text-field'
import { MAX_HERO } from '@/domain/settings'
import { fila, mover, setIn } from '../utils/settings-form'
import styles from './configuracion.module.css'
import { ImageField, UploadButton } from './image-upload'
import type { SectionProps } from './section-props'

/** 'Carrusel de inicio': 1 to 10 images, each with its description, in order. */
export function HeroSection({ form, bind, update, errors }: SectionProps) {
  const imagenes = form.hero
  const setImagenes = (next: typeof imagenes) => update((current) => ({ ...current, hero: next }))
  return (
    <fieldset className={section.fieldset}>
      <legend>Carrusel de inicio</legend>
      <p className={styles.muted}>
        De 1 a {MAX_HERO} fotos horizontales; se muestran en este orden. La descripción es lo que
        escucha quien no ve la imagen.
      </p>
      <ol className={styles.list}>
        {imagenes.map((imagen, i) => {
          const n = i + 1
          return (
            <li key={imagen.clave} className={styles.item}>
              <ImageField
                tipo="hero"
                label={`Imagen ${n} del carrusel`}
                src={imagen.src}
                onChange={(src) => update((current) => setIn(current, `hero.${i}.src`, src))}
                error={errors[`hero.${i}.src`]}
              />
              <TextField
                label={`Descripción de la imagen ${n}`}
                required
                {...bind(`hero.${i}.alt`)}
              />
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={i === 0}
                  onClick={() => setImagenes(mover(imagenes, i, i - 1))}
                >
                  Mover arriba<span className="visually-hidden"> la imagen {n}</span>
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={i === imagenes.length - 1}
                  onClick={() => setImagenes(mover(imagenes, i, i + 1))}
                >
                  Mover abajo<span className="visually-hidden"> la imagen {n}</span>
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setImagenes(imagenes.filter((_, j) => j !== i))}
                >
                  Quitar<span className="visually-hidden"> la imagen {n}</span>
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <UploadButton
          tipo="hero"
          archivo="Archivo: nueva imagen del carrusel"
          disabled={imagenes.length >= MAX_HERO}
          error={errors.hero}
          onUploaded={(src) =>
            update((current) => ({ ...current, hero: [...current.hero, fila({ src, alt: '' })] }))
          }
        >
          Agregar imagen al carrusel
        </UploadButton>
      </div>
    </fieldset>
  )
}
