import type { CuotasFiltros } from '@/domain/cuotas/cuotas-api'
import type { DeudoresFiltros } from '@/domain/cuotas/cuotas-filtros'

/** The filters of a list of cuotas as the screens ask for them (defaults left to the server). */
export type CuotasConsulta = Partial<Pick<CuotasFiltros, 'socio' | 'estado' | 'periodo'>> &
  Pick<CuotasFiltros, 'page' | 'pageSize'>

/**
 * Query keys of the fees: a member's lists, receipts, a period's totals and the debtors.
 * Persisted with the rest of the query cache (the member's own list and receipts open
 * offline) and cleared on logout; payments and annulments invalidate by these.
 */
export const cuotaKeys = {
  all: ['cuotas'] as const,
  lists: () => [...cuotaKeys.all, 'list'] as const,
  list: (consulta: CuotasConsulta) => [...cuotaKeys.lists(), consulta] as const,
  recibo: (id: number) => [...cuotaKeys.all, 'recibo', id] as const,
  resumenes: () => [...cuotaKeys.all, 'resumen'] as const,
  resumen: (periodo: string) => [...cuotaKeys.resumenes(), periodo] as const,
  deudores: () => [...cuotaKeys.all, 'deudores'] as const,
  deudoresList: (filtros: DeudoresFiltros) => [...cuotaKeys.deudores(), filtros] as const,
}
