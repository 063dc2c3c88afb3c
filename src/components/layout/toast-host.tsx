import { lazy, Suspense } from 'react'
import { useToastRequested } from '@/lib/notify'

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })))

/**
 * Toast defaults (docs/product.md#toasts): top-right, 5000 ms, light theme (control screens pass
 * their own).
 */
export function ToastHost() {
  const requested = useToastRequested()
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
    </Suspense>
  )
}
