import type { InputHTMLAttributes, Ref } from 'react'
import { digitosDni } from '@/domain/socios/socio'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  ref?: Ref<HTMLInputElement>
  value: string
  /** The digits typed or pasted, without the dots and spaces. */
  onChange: (documento: string) => void
}

/** The box a DNI is typed in at the gate (the kiosk, 'Control'): digits only, numeric keyboard. */
export function DniInput({ onChange, ...input }: Props) {
  return (
    <input
      inputMode="numeric"
      autoComplete="off"
      placeholder="Ej: 30123456"
      {...input}
      onChange={(event) => onChange(digitosDni(event.target.value))}
    />
  )
}
