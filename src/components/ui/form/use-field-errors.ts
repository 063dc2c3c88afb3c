import { useState } from 'react'
import type { GenericSchema } from 'valibot'
import { fieldErrors } from '@/domain/validation'

/**
 * A form's errors by field, and `check`, which validates what is about to be sent, shows
 * what is wrong and says whether it may go.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const check = (schema: GenericSchema, input: unknown): boolean => {
    const found = fieldErrors(schema, input)
    setErrors(found)
    return Object.keys(found).length === 0
  }
  return { errors, check }
}
