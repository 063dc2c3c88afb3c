import { lazy, Suspense } from 'react'
import { useConfirmRequest } from '@/lib/confirm'

// Loaded when a question is asked: the first visit's budget carries no dialog
// (docs/performance.md#first-load-js).
const ConfirmDialog = lazy(async () => ({
  default: (await import('./confirm-dialog')).ConfirmDialog,
}))

/** Shows the question of `askConfirm`, one at a time; mounted once by the root layout. */
export function ConfirmHost() {
  const request = useConfirmRequest()
  return request ? (
    <Suspense fallback={null}>
      <ConfirmDialog request={request} />
    </Suspense>
  ) : null
}
