import section from '@/components/ui/form/form-section.module.css'
import { TextField } from '@/components/ui/form/text-field'
import { MAX_HERO } from '@/domain/configuracion/configuracion'
import { fila, setIn } from '../utils/settings-form'
import styles from './configuracion.module.css'
import { ImageField, UploadButton } from './image-upload'
import { RowList } from './row-list'
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
      <RowList rows={imagenes} setRows={setImagenes} name={(n) => `la imagen ${n}`} reorder>
        {(imagen, i, n) => (
          <>
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
          </>
        )}
      </RowList>
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
