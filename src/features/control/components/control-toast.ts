import { notify } from '@/lib/notify'

/** SPEC.md §9: control screens toast top-center for 3 seconds. */
export const controlToast = (kind: 'success' | 'error' | 'warning', message: string) =>
  notify(kind, message, { position: 'top-center', duration: 3_000 })
