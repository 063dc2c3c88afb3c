import type { AuditoriaFiltros } from '@/domain/auditoria/auditoria'

/** Query keys of the activity log: one list per set of filters. */
export const auditoriaKeys = {
  all: ['auditoria'] as const,
  list: (filtros: AuditoriaFiltros) => [...auditoriaKeys.all, 'list', filtros] as const,
}
