import { lazy, Suspense } from 'react'
import { useToastRequested } from '@/lib/notify'

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })))

/**
 * Toast defaults (docs/product.md#toasts): top-right, 5000 ms, light theme (control screens pass
 * their own). Below the top bar: a toast over 'Salir' took the click, and the pointer resting
 * on it paused its timer, so it never left.
 */
const BELOW_TOP_BAR = { top: 'calc(var(--topbar-height) + 8px)' }
export function ToastHost() {
  const requested = useToastRequested()
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        containerStyle={BELOW_TOP_BAR}
        toastOptions={{ duration: 5000 }}
      />
    </Suspense>
  )
}
