import { useState } from 'react'

const KEY = 'socios-columna-cuota'

/**
 * Whether the member list shows its 'Cuota' column (docs/product.md#member-list): hidden
 * until the administrator shows it, then remembered on the device.
 */
export function useCuotaColumn(): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useState(() => localStorage.getItem(KEY) === '1')
  const change = (next: boolean) => {
    localStorage.setItem(KEY, next ? '1' : '0')
    setShown(next)
  }
  return [shown, change]
}
