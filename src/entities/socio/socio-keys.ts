import type { SocioFiltros } from '@/domain/socios/socios-filtros'

/**
 * Query keys of everything cached about members, for every feature: the card, the desk's
 * control and the members' pages read one cache. Mutations invalidate by these, never
 * everything. All of them but the document images are persisted (see
 * `src/lib/offline/query-client.ts`), and cleared on logout (`src/lib/session/logout.ts`).
 */
export const socioKeys = {
  all: ['socios'] as const,
  lists: () => [...socioKeys.all, 'list'] as const,
  list: (filtros: SocioFiltros) => [...socioKeys.lists(), filtros] as const,
  details: () => [...socioKeys.all, 'detail'] as const,
  detail: (id: number) => [...socioKeys.details(), id] as const,
  photos: (id: number) => [...socioKeys.all, 'photo', id] as const,
  /** `version` is the photo's versioned path when the answer brings it, else null. */
  photo: (id: number, version: string | null = null) => [...socioKeys.photos(id), version] as const,
  /** A document image, for the edit form only: never persisted (`meta.persist`). */
  imagen: (id: number, tipo: string) => [...socioKeys.all, 'imagen', id, tipo] as const,
}
