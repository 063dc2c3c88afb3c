import { createFileRoute } from '@tanstack/react-router'
import { SocioCuotas } from '@/features/cuotas/components/socio-cuotas'
import { DispositivosSocio } from '@/features/dispositivos/components/dispositivos-socio'
import { SocioDetail } from '@/features/socios/components/socio-detail'
import { SocioNoEncontrado } from '@/features/socios/components/socio-no-encontrado'
import { useDocumentTitle } from '@/lib/document-title'
import { socioIdParams } from '@/lib/route-params'
import { socioLoader } from '../../-components/socio-route'

export const Route = createFileRoute('/_dashboard/admin/socios/$id/')({
  params: socioIdParams('id'),
  loader: socioLoader('id'),
  component: Page,
  notFoundComponent: SocioNoEncontrado,
})

function Page() {
  const { id } = Route.useParams()
  useDocumentTitle(`Socio ${id}`)
  return (
    <SocioDetail
      id={id}
      cuotas={<SocioCuotas socioId={id} />}
      dispositivos={<DispositivosSocio socioId={id} />}
    />
  )
}
