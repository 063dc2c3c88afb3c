import { useEffect, useState } from 'react'
import { typeInto } from './typed-values'

type Typed = { typed: string; rendered: string }

/** What was typed into the server's field `id` when the client hydrates it; else null. */
function typedBefore(id: string, value: unknown): Typed | null {
  if (typeof document === 'undefined' || typeof value !== 'string') return null
  // Hydrating, the server's field is in the page under the same id; rendering, none is.
  const field = document.getElementById(id)
  return field instanceof HTMLInputElement && field.value !== value
    ? { typed: field.value, rendered: value }
    : null
}

/**
 * A field hydrated in the server's page keeps what was typed into it before the app ran, while
 * its form's state holds what the server rendered, which the form's next render writes back
 * into it. So what was typed is read as the field is hydrated and typed again in a task of its
 * own, as typing is, so the form takes it (docs/decisions/0050); unless the person typed anew
 * meanwhile.
 */
export function useTypedBeforeHydration(id: string, value: unknown) {
  const [before] = useState(() => typedBefore(id, value))
  useEffect(() => {
    if (!before) return
    const { typed, rendered } = before
    const timer = setTimeout(() => {
      const field = document.getElementById(id)
      // Shown still, or written back by a render; else typed anew since.
      if (!(field instanceof HTMLInputElement) || ![typed, rendered].includes(field.value)) return
      // Through React's own setter first, so that typing it is a change to React.
      field.value = rendered
      typeInto(field, typed)
    })
    return () => clearTimeout(timer)
  }, [id, before])
}
