import type { Bound } from './bind-field'
import { PasswordField } from './password-field'

type Props = { field: (name: 'nueva' | 'confirmacion') => Bound<string> }

/**
 * 'Contraseña nueva' and 'Repetí la contraseña nueva', bound by the form's `fieldBinder`
 * to its `nueva` and `confirmacion`: the password change in 'Mi Cuenta' and a reset link's
 * form (docs/product.md#mi-cuenta, #reset-link).
 */
export function NewPasswordFields({ field }: Props) {
  return (
    <>
      <PasswordField
        label="Contraseña nueva"
        name="nueva"
        autoComplete="new-password"
        required
        {...field('nueva')}
      />
      <PasswordField
        label="Repetí la contraseña nueva"
        name="confirmacion"
        autoComplete="new-password"
        required
        {...field('confirmacion')}
      />
    </>
  )
}
