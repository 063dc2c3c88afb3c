import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { landingPath, type UserData } from '@/domain/user'
import { AuthScreen } from '@/features/cuenta/components/auth-screen'
import { useDocumentTitle } from '@/lib/document-title'
import { safeRedirect } from '@/lib/session/safe-redirect'
import { loadSession, SESSION_KEY } from '@/lib/session/session'

const searchSchema = v.object({ redirect: v.optional(v.string()) })

export const Route = createFileRoute('/_public/auth/identificarse')({
  validateSearch: searchSchema,
  beforeLoad: async ({ context }) => {
    // A signed-in user has nothing to do here (docs/product.md#routes).
    const user = await loadSession(context.queryClient)
    if (user) throw redirect({ to: landingPath(user) })
  },
  component: Identificarse,
})

function Identificarse() {
  useDocumentTitle('Ingresar')
  const { redirect: target } = Route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Back to the page that sent here, else where the person lands (docs/product.md#sign-in-screen).
  const onSignedIn = () => {
    const user = queryClient.getQueryData<UserData | null>(SESSION_KEY)
    void navigate({ to: safeRedirect(target, user ? landingPath(user) : '/cuenta/micuenta') })
  }
  return (
    <main className="page">
      <h1>Ingreso de socios</h1>
      <AuthScreen onSignedIn={onSignedIn} />
    </main>
  )
}
