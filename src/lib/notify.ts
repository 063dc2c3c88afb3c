import { useSyncExternalStore } from 'react'
import type { ToastOptions } from 'react-hot-toast'

type Kind = 'success' | 'error' | 'warning' | 'info'
export type NotifyOptions = Pick<ToastOptions, 'duration' | 'position' | 'id'>

let requested = false
const listeners = new Set<() => void>()

function markRequested() {
  if (requested) return
  requested = true
  listeners.forEach((listener) => listener())
}

/**
 * Shows a toast (the defaults of docs/product.md#toasts live in ToastHost). The toast library loads
 * on the first toast, so pages that never show one do not download it.
 */
export function notify(kind: Kind, message: string, options: NotifyOptions = {}): void {
  markRequested()
  void import('react-hot-toast').then(({ toast }) => {
    if (kind === 'success') toast.success(message, options)
    else if (kind === 'error') toast.error(message, options)
    else toast(message, { ...options, icon: kind === 'warning' ? '⚠️' : 'ℹ️' })
  })
}

/** Takes away the toast shown with this `id`, if it is still there. */
export function dismissNotice(id: string): void {
  if (!requested) return
  void import('react-hot-toast').then(({ toast }) => toast.dismiss(id))
}

/** Whether any toast was asked for yet: the toaster mounts from then on. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requested,
    () => false,
  )
}
