import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { useDocumentTitle } from '@/lib/document-title'
import { safeRedirect } from '@/lib/safe-redirect'
import { loadSession } from '@/lib/session'

const searchSchema = v.object({ redirect: v.optional(v.string()) })

export const Route = createFileRoute('/_public/auth/identificarse')({
  validateSearch: searchSchema,
  beforeLoad: async ({ context }) => {
    // A signed-in user has nothing to do here (docs/product.md#routes).
    if (await loadSession(context.queryClient)) {
      throw redirect({ to: '/cuenta/micuenta' })
    }
  },
  component: Identificarse,
})

function Identificarse() {
  useDocumentTitle('Ingresar')
  const { redirect: target } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <main className="page">
      <h1>Ingreso de socios</h1>
      <AuthScreen
        onSignedIn={() => void navigate({ to: safeRedirect(target, '/cuenta/micuenta') })}
      />
    </main>
  )
}
