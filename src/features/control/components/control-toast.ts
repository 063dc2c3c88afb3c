import { notify } from '@/lib/notify'

/** Control screens toast top-center for 3 seconds (docs/product.md#toasts). */
export const controlToast = (kind: 'success' | 'error' | 'warning', message: string) =>
  notify(kind, message, { position: 'top-center', duration: 3_000 })
