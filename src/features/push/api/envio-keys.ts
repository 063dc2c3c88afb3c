/**
 * Query keys of the broadcasts' screen: the log's pages, and the groups and members its
 * 'Destinatarios' searches (kept here: a feature does not reach into another's cache).
 */
export const envioKeys = {
  all: ['push-envios'] as const,
  lists: () => [...envioKeys.all, 'list'] as const,
  list: (page: number) => [...envioKeys.lists(), page] as const,
  grupos: (search: string) => [...envioKeys.all, 'grupos', search] as const,
  socios: (search: string) => [...envioKeys.all, 'socios', search] as const,
}
