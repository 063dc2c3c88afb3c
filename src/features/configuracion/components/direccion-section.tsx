import section from '@/components/ui/form/form-section.module.css'
import { TextField } from '@/components/ui/form/text-field'
import type { SectionProps } from './section-props'

/** 'Dirección': the address and the map's point (docs/product.md#preguntas-frecuentes). */
export function DireccionSection({ bind }: SectionProps) {
  return (
    <fieldset className={section.fieldset}>
      <legend>Dirección</legend>
      <TextField label="Calle y número" required {...bind('direccion.calle')} />
      <div className={section.row}>
        <TextField label="Ciudad" required {...bind('direccion.ciudad')} />
        <TextField label="Provincia" required {...bind('direccion.provincia')} />
        <TextField label="Código postal" required {...bind('direccion.codigoPostal')} />
      </div>
      <div className={section.row}>
        <TextField label="Latitud" inputMode="decimal" required {...bind('direccion.lat')} />
        <TextField label="Longitud" inputMode="decimal" required {...bind('direccion.lng')} />
      </div>
    </fieldset>
  )
}
