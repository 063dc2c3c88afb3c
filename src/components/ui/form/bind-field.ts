import type { ChangeEvent } from 'react'

type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What `fieldBinder` gives one field: spread into the field component. */
export type Bound<V> = { value: V; onChange: (event: ChangeEvent<Input>) => void; error?: string }

/**
 * `value` and `onChange` of a controlled field for one key of a form's record, and its
 * error when the form keeps them: spread into `TextField`, `PasswordField` or `SelectField`.
 */
export const fieldBinder =
  <T extends Record<string, string>>(
    values: T,
    onChange: (update: (current: T) => T) => void,
    errors?: Partial<Record<string, string>>,
  ) =>
  <K extends keyof T & string>(name: K): Bound<T[K]> => ({
    value: values[name],
    onChange: (event) => onChange((current) => ({ ...current, [name]: event.target.value })),
    ...(errors?.[name] ? { error: errors[name] } : {}),
  })
