import { useEffect } from 'react'
import type { ServerFields } from './typed-values'

/**
 * On a page the server rendered: once the client's page is in, what was typed into the
 * server's is typed again into it (`holdServerFields`).
 */
export function KeepTypedValues({ fields }: { fields: ServerFields }) {
  useEffect(() => {
    const timer = setTimeout(fields.takeOver())
    return () => clearTimeout(timer)
  }, [fields])
  return null
}
