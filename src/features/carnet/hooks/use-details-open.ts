import { useState } from 'react'

const KEY = 'carnet-detalles'

/** 'Ver más detalles' is remembered on the device: the member chose once to see the data. */
export function useDetailsOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => localStorage.getItem(KEY) === '1')
  const change = (next: boolean) => {
    localStorage.setItem(KEY, next ? '1' : '0')
    setOpen(next)
  }
  return [open, change]
}
