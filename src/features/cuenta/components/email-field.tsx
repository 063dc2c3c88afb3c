import type { ComponentProps } from 'react'
import { TextField } from '@/components/ui/form/text-field'

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'name'>

/** The account's email, as both sign-in and sign-up ask it. */
export function EmailField(props: Props) {
  return (
    <TextField label="Email" type="email" name="email" autoComplete="email" required {...props} />
  )
}
