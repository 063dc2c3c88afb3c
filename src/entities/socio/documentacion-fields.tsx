import type { Bound } from '@/components/ui/form/bind-field'
import section from '@/components/ui/form/form-section.module.css'
import { TextField } from '@/components/ui/form/text-field'

type Campo = 'tramite' | 'ejemplar' | 'emision' | 'ofIdentidad'

/** The DNI card's data beside its number: the registration's step 2 and the member edit. */
export function DocumentacionFields({ field }: { field: (name: Campo) => Bound<string> }) {
  return (
    <>
      <div className={section.row}>
        <TextField label="Número de trámite" inputMode="numeric" {...field('tramite')} />
        <TextField label="Ejemplar" maxLength={2} {...field('ejemplar')} />
      </div>
      <div className={section.row}>
        <TextField label="Fecha de emisión" type="date" {...field('emision')} />
        <TextField label="Oficina de identificación" {...field('ofIdentidad')} />
      </div>
    </>
  )
}
