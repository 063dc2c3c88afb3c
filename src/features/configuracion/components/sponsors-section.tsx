import section from '@/components/ui/form/form-section.module.css'
import { TextField } from '@/components/ui/form/text-field'
import { MAX_SPONSORS } from '@/domain/configuracion/configuracion'
import { fila, setIn } from '../utils/settings-form'
import styles from './configuracion.module.css'
import { ImageField } from './image-upload'
import { AddRowButton, RowList } from './row-list'
import type { SectionProps } from './section-props'

/** 'Beneficios': the partners members show their card to (docs/product.md#benefits). */
export function SponsorsSection({ form, bind, update, errors }: SectionProps) {
  const sponsors = form.sponsors
  const setSponsors = (next: typeof sponsors) =>
    update((current) => ({ ...current, sponsors: next }))
  return (
    <fieldset className={section.fieldset}>
      <legend>Beneficios (sponsors)</legend>
      <p className={styles.muted}>
        Banners de 2 × 1 (por ejemplo 1200 × 600 píxeles); hasta {MAX_SPONSORS}.
      </p>
      <RowList rows={sponsors} setRows={setSponsors} name={(n) => `el sponsor ${n}`}>
        {(sponsor, i, n) => (
          <>
            <TextField
              label={`Nombre del sponsor ${n}`}
              required
              {...bind(`sponsors.${i}.nombre`)}
            />
            <ImageField
              tipo="sponsor"
              label={`Banner del sponsor ${n}`}
              src={sponsor.src}
              onChange={(src) => update((current) => setIn(current, `sponsors.${i}.src`, src))}
              error={errors[`sponsors.${i}.src`]}
            />
            <TextField
              label={`Descripción del banner del sponsor ${n}`}
              required
              {...bind(`sponsors.${i}.alt`)}
            />
            <TextField
              label={`Sitio web del sponsor ${n} (opcional)`}
              type="url"
              placeholder="https://"
              {...bind(`sponsors.${i}.url`)}
            />
          </>
        )}
      </RowList>
      <AddRowButton
        disabled={sponsors.length >= MAX_SPONSORS}
        onClick={() => setSponsors([...sponsors, fila({ nombre: '', src: '', alt: '', url: '' })])}
        error={errors.sponsors}
      >
        Agregar sponsor
      </AddRowButton>
    </fieldset>
  )
}
