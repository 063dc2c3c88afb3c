import section from '@/components/ui/form-section.module.css'
import { TextField } from '@/components/ui/text-field'
import { MAX_SPONSORS } from '@/domain/settings'
import { fila, setIn } from '../utils/settings-form'
import styles from './configuracion.module.css'
import { ImageField } from './image-upload'
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
      <ol className={styles.list}>
        {sponsors.map((sponsor, i) => {
          const n = i + 1
          return (
            <li key={sponsor.clave} className={styles.item}>
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
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setSponsors(sponsors.filter((_, j) => j !== i))}
                >
                  Quitar<span className="visually-hidden"> el sponsor {n}</span>
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <button
          type="button"
          className="button button-secondary"
          disabled={sponsors.length >= MAX_SPONSORS}
          onClick={() =>
            setSponsors([...sponsors, fila({ nombre: '', src: '', alt: '', url: '' })])
          }
          data-invalid={errors.sponsors ? true : undefined}
        >
          Agregar sponsor
        </button>
        {errors.sponsors && <p className="field-error">{errors.sponsors}</p>}
      </div>
    </fieldset>
  )
}
