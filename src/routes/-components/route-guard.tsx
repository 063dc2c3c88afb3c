import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { MessagePage } from '@/components/ui/message-page'
import { Spinner } from '@/components/ui/spinner'
import { canAccess, type AccessRule } from '@/domain/user'
import { useSession } from '@/lib/session/session'

// Loaded only when someone must sign in: a signed-in member's card does not wait for it.
const AuthScreen = lazy(() =>
  import('@/features/cuenta/components/auth-screen').then((m) => ({ default: m.AuthScreen })),
)

/**
 * Guard view (docs/product.md#route-guard): loader, the sign-in screen without a user, access
 * denied, or the content.
 */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const session = useSession()
  const router = useRouter()
  if (session.isPending) return <Spinner />
  const user = session.data
  if (!user) {
    return (
      <main className="page">
        <h1>Ingresá para continuar</h1>
        <p>Esta sección es para socios del club. Ingresá con tu cuenta para verla.</p>
        <Suspense fallback={<Spinner />}>
          <AuthScreen onSignedIn={() => void router.invalidate()} />
        </Suspense>
      </main>
    )
  }
  if (!canAccess(user, rule)) return <MessagePage title="ACCESO NO AUTORIZADO" tone="danger" />
  return children
}
