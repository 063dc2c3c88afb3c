import { notify } from '@/lib/notify'

/**
 * Control screens toast top-center for 3 seconds (docs/product.md#toasts); `id` names a toast
 * that the next one of that id replaces.
 */
export const controlToast = (kind: 'success' | 'error' | 'warning', message: string, id?: string) =>
  notify(kind, message, { position: 'top-center', duration: 3_000, id })
