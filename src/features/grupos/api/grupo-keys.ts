import type { DisponiblesFiltros, GruposFiltros } from '@/domain/grupos/grupos-filtros'

/**
 * Query keys of the family groups: the paged lists, one group, and the members who may join
 * one. Every change invalidates by these (see `invalidate-grupos.ts`).
 */
export const grupoKeys = {
  all: ['grupos'] as const,
  lists: () => [...grupoKeys.all, 'list'] as const,
  list: (filtros: GruposFiltros) => [...grupoKeys.lists(), filtros] as const,
  details: () => [...grupoKeys.all, 'detail'] as const,
  detail: (id: number) => [...grupoKeys.details(), id] as const,
  disponibles: () => [...grupoKeys.all, 'disponibles'] as const,
  disponiblesList: (filtros: DisponiblesFiltros) => [...grupoKeys.disponibles(), filtros] as const,
}
