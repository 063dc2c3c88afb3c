import type { QueryClient } from '@tanstack/react-query'
import { socioKeys } from '@/entities/socio/socio-keys'
import { cuotaKeys } from './cuota-keys'

/**
 * After a payment, an annulment or a new period: every list of cuotas, the totals and the
 * debtors, and the members' 'Cuota' (`al_dia`, docs/product.md#al-dia) of the list and, for
 * one member, their record.
 */
export function invalidateCuotas(queryClient: QueryClient, socioId?: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cuotaKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: cuotaKeys.resumenes() }),
    queryClient.invalidateQueries({ queryKey: cuotaKeys.deudores() }),
    queryClient.invalidateQueries({ queryKey: socioKeys.lists() }),
    socioId === undefined
      ? queryClient.invalidateQueries({ queryKey: socioKeys.details() })
      : queryClient.invalidateQueries({ queryKey: socioKeys.detail(socioId) }),
  ])
}
