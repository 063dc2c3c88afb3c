import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ToastHost } from '@/components/layout/toast-host'
import { WhatsAppButton } from '@/components/layout/whatsapp-button'
import { ErrorPage, NotFoundPage } from '@/components/ui/error-pages'
import { UpdatePrompt } from '@/features/pwa/components/update-prompt'
import { clubSettingsQueryOptions, useClubSettings } from '@/lib/club-settings'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(clubSettingsQueryOptions()),
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})

/**
 * Layout wrapper (docs/product.md#conventions): full height, the child route and the
 * floating chat button.
 */
function RootLayout() {
  const club = useClubSettings()
  return (
    <div className="app">
      <Outlet />
      <aside aria-label="Contacto y avisos">
        <WhatsAppButton numero={club.whatsapp} />
        <UpdatePrompt />
      </aside>
      <ToastHost />
    </div>
  )
}
