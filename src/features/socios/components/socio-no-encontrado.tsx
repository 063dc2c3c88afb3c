import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '@/lib/document-title'

/**
 * A member's page whose number names no member (or is no number): said inside the dashboard,
 * with the way back to the list, not the public not-found page.
 */
export function SocioNoEncontrado() {
  useDocumentTitle('Socio no encontrado')
  return (
    <main className="page">
      <h1>Socio no encontrado</h1>
      <p>No hay ningún socio con ese número.</p>
      <Link to="/admin/socios" className="button">
        Volver al listado
      </Link>
    </main>
  )
}
