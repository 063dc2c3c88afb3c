import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import { SessionTopBar } from '@/components/layout/session-top-bar'
import { WhatsAppAside } from '@/components/layout/whatsapp-button'
import { useClubSettings } from '@/lib/club-settings'

export const Route = createFileRoute('/_public')({ component: PublicLayout })

/**
 * The public pages: the top bar and the floating WhatsApp button, which belongs here only
 * (docs/product.md#floating-whatsapp-button); every page ends with room for it.
 */
function PublicLayout() {
  const { pathname } = useLocation()
  const club = useClubSettings()
  return (
    <>
      <SessionTopBar overlay={pathname === '/'} />
      <Outlet />
      <WhatsAppAside numero={club.whatsapp} />
    </>
  )
}
