import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { SelfRegistration } from '@/features/cuenta/components/self-registration'
import { useDocumentTitle } from '@/lib/document-title'
import { loadSession } from '@/lib/session/session'

export const Route = createFileRoute('/_public/auth/registroOnline')({
  beforeLoad: async ({ context }) => {
    if (await loadSession(context.queryClient)) throw redirect({ to: '/' })
  },
  component: RegistroOnline,
})

function RegistroOnline() {
  useDocumentTitle('Registrarse')
  const navigate = useNavigate()
  return (
    <main className="page">
      <h1>Registrarse</h1>
      <p>Creá tu cuenta online. Para hacerte socio, después acercate a la secretaría del club.</p>
      <SelfRegistration onRegistered={() => void navigate({ to: '/' })} />
    </main>
  )
}
