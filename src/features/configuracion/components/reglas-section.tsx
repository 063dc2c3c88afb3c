import section from '@/components/ui/form/form-section.module.css'
import { SelectField } from '@/components/ui/form/select-field'
import { NumberField } from '@/components/ui/form/number-field'
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
          <NumberField
            label="Meses de vigencia (1 a 120)"
            range={[1, 120]}
            {...bind('vigenciaSocio.meses')}
          />
        )}
      </div>
      <NumberField
        label="Avisar de un segundo ingreso dentro de estos minutos (0: nunca)"
        range={[0, 1440]}
        {...bind('ingresoRecienteMinutos')}
      />
      <NumberField
        label="No dejar pasar con esta cantidad de cuotas vencidas (0: nunca)"
        range={[0, 24]}
        {...bind('denegarConCuotasVencidas')}
      />
    </fieldset>
  )
}
