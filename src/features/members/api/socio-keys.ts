import type { SocioFiltros } from '@/domain/socios-filtros'

/** Query keys of the members feature: mutations invalidate by these, never everything. */
export const socioKeys = {
  all: ['socios'] as const,
  lists: () => [...socioKeys.all, 'list'] as const,
  list: (filtros: SocioFiltros) => [...socioKeys.lists(), filtros] as const,
  details: () => [...socioKeys.all, 'detail'] as const,
  detail: (id: number) => [...socioKeys.details(), id] as const,
  photo: (id: number) => [...socioKeys.all, 'photo', id] as const,
}
