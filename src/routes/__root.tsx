import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ToastHost } from '@/components/layout/toast-host'
import { WhatsAppButton } from '@/components/layout/whatsapp-button'
import { MessagePage } from '@/components/ui/message-page'
import { UpdatePrompt } from '@/features/pwa/components/update-prompt'
import { clubSettingsQueryOptions, useClubSettings } from '@/lib/club-settings'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(clubSettingsQueryOptions()),
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFound,
})

/** Layout wrapper (SPEC.md §2): full height, the child route and the floating chat button. */
function RootLayout() {
  const club = useClubSettings()
  return (
    <div className="app">
      <Outlet />
      <WhatsAppButton numero={club.whatsapp} />
      <ToastHost />
      <UpdatePrompt />
    </div>
  )
}

function ErrorPage() {
  return (
    <MessagePage title="No pudimos resolver tu solicitud..">
      <p>Lamentamos lo ocurrido, y esperamos que no vuelva a suceder.</p>
    </MessagePage>
  )
}

function NotFound() {
  return (
    <MessagePage title="Página no encontrada">
      <p>La página que buscás no existe o cambió de dirección.</p>
    </MessagePage>
  )
}
