import section from '@/components/ui/form-section.module.css'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import type { SectionProps } from './section-props'

/** 'Membresía y portería': the term a registration gets and the gate's two rules. */
export function ReglasSection({ form, bind }: SectionProps) {
  return (
    <fieldset className={section.fieldset}>
      <legend>Membresía y portería</legend>
      <div className={section.row}>
        <SelectField label="Vigencia de la membresía" {...bind('vigenciaSocio.tipo')}>
          <option value="fin-de-año">Hasta el 31 de diciembre</option>
          <option value="meses">Una cantidad de meses</option>
        </SelectField>
        {form.vigenciaSocio.tipo === 'meses' && (
          <TextField
            label="Meses de vigencia (1 a 120)"
            type="number"
            min={1}
            max={120}
            required
            {...bind('vigenciaSocio.meses')}
          />
        )}
      </div>
      <TextField
        label="Avisar de un segundo ingreso dentro de estos minutos (0: nunca)"
        type="number"
        min={0}
        max={1440}
        required
        {...bind('ingresoRecienteMinutos')}
      />
      <TextField
        label="No dejar pasar con esta cantidad de cuotas vencidas (0: nunca)"
        type="number"
        min={0}
        max={24}
        required
        {...bind('denegarConCuotasVencidas')}
      />
    </fieldset>
  )
}
