import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { fetchPublicSettings, SETTINGS_KEY } from '@/lib/club-settings'

/**
 * The settings as /admin/configuracion edits them: read afresh on every visit (kept only
 * seconds), so the form never starts from what another administrator already changed.
 */
export const configuracionQueryOptions = () =>
  queryOptions({
    queryKey: [...SETTINGS_KEY, 'configuracion'],
    queryFn: fetchPublicSettings,
    staleTime: 0,
    gcTime: 10_000,
    meta: { persist: false },
  })

export const useConfiguracion = () => useSuspenseQuery(configuracionQueryOptions()).data
