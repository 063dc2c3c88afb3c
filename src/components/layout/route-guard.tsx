import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { canAccess, type AccessRule } from '@/domain/user'
import { useSession } from '@/lib/session'
import { MessagePage } from '../ui/message-page'
import { Spinner } from '../ui/spinner'

/** SPEC.md §2 guard view: loader, sign-in when no user, access denied, or the content. */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  if (session.isPending) return <Spinner />
  const user = session.data
  if (!user) {
    return (
      <MessagePage title="Ingresá para continuar">
        <p>Esta sección es para socios del club. Ingresá con tu cuenta para verla.</p>
        <Link
          to="/auth/identificarse"
          search={{ redirect: location.href }}
          className="button button-accent"
        >
          Ingresar
        </Link>
      </MessagePage>
    )
  }
  if (!canAccess(user, rule)) return <MessagePage title="ACCESO NO AUTORIZADO" tone="danger" />
  return children
}
