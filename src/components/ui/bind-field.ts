import type { ChangeEvent } from 'react'

type Input = HTMLInputElement | HTMLSelectElement

/** `value` and `onChange` of a controlled input for one key of a form's record. */
export const fieldBinder =
  <T extends Record<string, string>>(values: T, onChange: (update: (current: T) => T) => void) =>
  (name: keyof T & string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<Input>) =>
      onChange((current) => ({ ...current, [name]: event.target.value })),
  })
