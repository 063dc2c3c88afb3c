import section from '@/components/ui/form/form-section.module.css'
import { TextAreaField } from '@/components/ui/form/text-area-field'
import { TextField } from '@/components/ui/form/text-field'
import { setIn } from '../utils/settings-form'
import { ImageField } from './image-upload'
import type { SectionProps } from './section-props'

/** 'Club': the names, the description and the crest. */
export function ClubSection({ form, bind, update, errors }: SectionProps) {
  return (
    <fieldset className={section.fieldset}>
      <legend>Club</legend>
      <TextField label="Nombre del club" required {...bind('nombre')} />
      <TextField label="Nombre corto" required {...bind('nombreCorto')} />
      <TextAreaField label="Descripción" rows={3} required {...bind('descripcion')} />
      <ImageField
        tipo="escudo"
        label="Escudo"
        src={form.escudo}
        onChange={(src) => update((current) => setIn(current, 'escudo', src))}
        error={errors.escudo}
      />
    </fieldset>
  )
}
