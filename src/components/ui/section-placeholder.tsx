/**
 * The screen of a section whose feature ships in a later issue. Only ever rendered behind
 * a RouteGuard; each issue replaces its own.
 */
export function SectionPlaceholder({ title, children }: { title: string; children?: string }) {
  return (
    <main className="page">
      <h1>{title}</h1>
      <p className="card">{children ?? 'Esta sección estará disponible muy pronto.'}</p>
    </main>
  )
}
