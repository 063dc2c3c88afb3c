import type { ComponentProps } from 'react'
import { TextField } from '@/components/ui/form/text-field'

type Props = ComponentProps<typeof TextField> & { onLookup: (documento: string) => void }

/** A DNI typed by hand: leaving the field looks the person up to fill the rest. */
export function DocumentoField({ onLookup, ...field }: Props) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      required
      {...field}
      onBlur={(e) => onLookup(e.target.value)}
    />
  )
}
