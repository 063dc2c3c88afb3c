import type { QueryClient } from '@tanstack/react-query'
import { cuotasQueryOptions } from './get-cuotas'
import type { CuotasConsulta } from './cuota-keys'
import { reciboQueryOptions } from './get-recibo'

/** A year of periods per page: most members see everything at once. */
const POR_PAGINA = 12

/** A page of 'Estado de Cuotas'. No `socio`: the server answers the member's own. */
export const misCuotasConsulta = (page: number): CuotasConsulta => ({ page, pageSize: POR_PAGINA })

/**
 * Keeps the member's first page of cuotas and the receipts it links to in the cache, so they
 * open offline even if never opened (docs/product.md#offline). A receipt never changes: one
 * already kept is not asked again.
 */
export async function prefetchMisCuotas(queryClient: QueryClient): Promise<void> {
  const options = cuotasQueryOptions(misCuotasConsulta(1))
  const lista = await queryClient.fetchQuery(options)
  // Signed out meanwhile (the cache was cleared): nothing more of theirs is asked.
  if (!queryClient.getQueryData(options.queryKey)) return
  const pagos = new Set(lista.items.flatMap((cuota) => (cuota.pago ? [cuota.pago.id] : [])))
  await Promise.all([...pagos].map((id) => queryClient.prefetchQuery(reciboQueryOptions(id))))
}
