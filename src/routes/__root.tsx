import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ToastHost } from '@/components/layout/toast-host'
import { ConfirmHost } from '@/components/ui/dialog/confirm-host'
import { ErrorPage, NotFoundPage } from '@/components/ui/error-pages'
import { UpdateNotice } from '@/features/pwa/components/update-notice'
import { clubSettingsQueryOptions } from '@/lib/club-settings'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(clubSettingsQueryOptions()),
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})

/**
 * Layout wrapper (docs/product.md#conventions): full height, the child route, the update
 * notice, toasts and questions. The floating chat button belongs to the public layout.
 */
function RootLayout() {
  return (
    <div className="app">
      <Outlet />
      <UpdateNotice />
      <ToastHost />
      <ConfirmHost />
    </div>
  )
}
