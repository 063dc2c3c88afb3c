import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { ConfiguracionPage } from '@/features/configuracion/components/configuracion-page'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'

export const Route = createFileRoute('/_dashboard/admin/configuracion')({
  loader: async ({ context }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    // Imported here: a loader stays in the entry chunk, the screen's API need not.
    const { configuracionQueryOptions } =
      await import('@/features/configuracion/api/get-configuracion')
    await context.queryClient.ensureQueryData(configuracionQueryOptions())
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Configuración')
  return <ConfiguracionPage />
}
