import type { ChangeEvent } from 'react'
import type { SettingsForm } from '../utils/settings-form'

type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What a field of the screen is bound to: its text, its change and its message. */
export type Bound = { value: string; onChange: (event: ChangeEvent<Input>) => void; error?: string }

/** What each section of the screen gets from it. */
export type SectionProps = {
  form: SettingsForm
  /** The field at a dotted path of the form ('pagos.transferencia.cbu', 'hero.2.alt'). */
  bind: (path: string) => Bound
  /** A change of the form as a whole (a row added, moved, removed; an image uploaded). */
  update: (change: (form: SettingsForm) => SettingsForm) => void
  /** The unmet rules by path, as the shared schema names them. */
  errors: Record<string, string>
}
