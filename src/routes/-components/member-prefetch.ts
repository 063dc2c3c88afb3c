import { hashKey, type QueryClient } from '@tanstack/react-query'
import { prefetchBeneficios } from '@/features/cuenta/api/prefetch-beneficios'
import { carnetKeys } from '@/features/carnet/api/carnet-keys'
import { prefetchMisCuotas } from '@/features/cuotas/api/mis-cuotas'
import { dispositivosQueryOptions } from '@/features/dispositivos/api/get-dispositivos'

/**
 * What the member's screens show, read ahead into the persisted cache (docs/product.md#offline):
 * 'Beneficios' for everyone at level 1 and up; with a card also 'Estado de Cuotas', its recent
 * receipts and 'Mis dispositivos'. Fresh data is not asked again; a failure waits for the next
 * time (the screen asks on its own when opened).
 */
export async function prefetchMemberData(queryClient: QueryClient, socioId: number | null) {
  await Promise.allSettled([
    prefetchBeneficios(queryClient),
    ...(socioId === null
      ? []
      : [prefetchMisCuotas(queryClient), queryClient.prefetchQuery(dispositivosQueryOptions())]),
  ])
}

/**
 * The card registers or renews this phone (its mirror of the certificate changes): the list of
 * 'Mis dispositivos' kept for offline is read again, or it would miss this very phone.
 */
export function refreshDispositivosOnRenewal(queryClient: QueryClient): () => void {
  const mirror = hashKey(carnetKeys.dispositivo())
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash !== mirror || !navigator.onLine) return
    void queryClient
      .fetchQuery({ ...dispositivosQueryOptions(), staleTime: 0 })
      .catch(() => undefined)
  })
}
