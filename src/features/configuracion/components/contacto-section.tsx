import section from '@/components/ui/form/form-section.module.css'
import { TextField } from '@/components/ui/form/text-field'
import type { SectionProps } from './section-props'

/** 'Contacto': WhatsApp, phone, email and the secretary's hours. */
export function ContactoSection({ bind }: SectionProps) {
  return (
    <fieldset className={section.fieldset}>
      <legend>Contacto</legend>
      <div className={section.row}>
        <TextField
          label="WhatsApp (con código de país, solo números)"
          inputMode="numeric"
          placeholder="5492954123456"
          required
          {...bind('whatsapp')}
        />
        <TextField label="Teléfono" type="tel" {...bind('telefono')} />
      </div>
      <TextField label="Email" type="email" required {...bind('email')} />
      <div className={section.row}>
        <TextField
          label="Días de atención de la secretaría"
          placeholder="lunes a viernes"
          required
          {...bind('horarioSecretaria.dias')}
        />
        <TextField label="Desde" type="time" required {...bind('horarioSecretaria.desde')} />
        <TextField label="Hasta" type="time" required {...bind('horarioSecretaria.hasta')} />
      </div>
    </fieldset>
  )
}
