import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { useEsteDispositivo } from '@/features/carnet/hooks/use-este-dispositivo'
import { MisDispositivosPage } from '@/features/dispositivos/components/mis-dispositivos-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'
import { useSession } from '@/lib/session/session'
import { RouteGuard } from '../../-components/route-guard'

export const Route = createFileRoute('/_dashboard/cuenta/dispositivos')({
  loader: async ({ context }) => {
    // Offline the list is the one kept, or the page says there is none: never a wait.
    if (!navigator.onLine || !mayLoad(context.queryClient, { level: LEVEL.socio })) return
    const { dispositivosQueryOptions } =
      await import('@/features/dispositivos/api/get-dispositivos')
    // Offline, or without a card: the page's own message, not the error page.
    await context.queryClient.ensureQueryData(dispositivosQueryOptions()).catch(() => undefined)
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Mis dispositivos')
  const { data: user } = useSession()
  return (
    <RouteGuard rule={{ level: LEVEL.socio }}>
      {user?.socio_id != null ? (
        <MisDispositivos socioId={user.socio_id} />
      ) : (
        <main className="page">
          <h1>Mis dispositivos</h1>
          <p className="card">
            Tu cuenta todavía no tiene un carnet asociado. Acercate a la secretaría del club.
          </p>
        </main>
      )}
    </RouteGuard>
  )
}

/** The list, knowing this phone's own device from the card: removing it here forgets its key. */
function MisDispositivos({ socioId }: { socioId: number }) {
  const este = useEsteDispositivo(socioId)
  return <MisDispositivosPage esteId={este.id} onQuitadoEste={este.olvidar} />
}
