import { createFileRoute } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { ActividadesAdmin } from '@/features/actividades/components/actividades-admin'
import { useDocumentTitle } from '@/lib/document-title'
import { mayLoad } from '@/lib/route-access'

export const Route = createFileRoute('/_dashboard/admin/actividades/')({
  loader: async ({ context }) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    const { todasQueryOptions } = await import('@/features/actividades/api/get-actividades')
    await context.queryClient.ensureQueryData(todasQueryOptions())
  },
  component: Page,
})

function Page() {
  useDocumentTitle('Actividades')
  return <ActividadesAdmin />
}
