import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { landingPath, type UserData } from '@/domain/user'
import { PasswordResetForm } from '@/features/cuenta/components/password-reset-form'
import { useDocumentTitle } from '@/lib/document-title'
import { SESSION_KEY } from '@/lib/session/session'

const searchSchema = v.object({ token: v.optional(v.string()) })

/** A reset link made at the desk (docs/product.md#reset-link). */
export const Route = createFileRoute('/_public/auth/nueva-clave')({
  validateSearch: searchSchema,
  component: NuevaClave,
})

function NuevaClave() {
  useDocumentTitle('Nueva contraseña')
  const { token } = Route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Signed in by the new password: where that person lands (docs/product.md#reset-link).
  const onDone = () => {
    const user = queryClient.getQueryData<UserData | null>(SESSION_KEY)
    void navigate({ to: user ? landingPath(user) : '/cuenta/micuenta', replace: true })
  }
  return (
    <main className="page">
      <h1>Nueva contraseña</h1>
      {token ? (
        <>
          <p>Elegí tu nueva contraseña. El enlace sirve una sola vez.</p>
          <PasswordResetForm token={token} onDone={onDone} />
        </>
      ) : (
        <p className="card">
          El enlace no es válido: pedí uno nuevo en la secretaría del club, o{' '}
          <Link to="/auth/identificarse">ingresá</Link> con tu contraseña.
        </p>
      )}
    </main>
  )
}
