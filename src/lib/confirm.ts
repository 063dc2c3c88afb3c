import { useSyncExternalStore } from 'react'

/** A question the person must answer before going on (docs/product.md#sign-out). */
export type ConfirmRequest = {
  title: string
  message: string
  confirm: string
  cancel: string
  answer: (confirmed: boolean) => void
}

let current: ConfirmRequest | null = null
const listeners = new Set<() => void>()

const show = (request: ConfirmRequest | null) => {
  current = request
  listeners.forEach((listener) => listener())
}

/** Opens the confirm dialog (ConfirmHost); true when the person confirms. */
export function askConfirm(question: Omit<ConfirmRequest, 'answer'>): Promise<boolean> {
  current?.answer(false)
  return new Promise((resolve) =>
    show({
      ...question,
      answer: (confirmed) => {
        show(null)
        resolve(confirmed)
      },
    }),
  )
}

export function useConfirmRequest(): ConfirmRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => null,
  )
}
