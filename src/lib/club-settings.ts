import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { ClubSettings } from '@/domain/configuracion/configuracion'

/** The settings queries' common key: a change of the settings invalidates it whole. */
export const SETTINGS_KEY = ['settings'] as const
export const CLUB_SETTINGS_KEY = [...SETTINGS_KEY, 'public'] as const

/** GET /api/settings/public: the club's settings, parsed with their schema. */
export async function fetchPublicSettings(): Promise<ClubSettings> {
  // Loaded on demand, with the HTTP client: a first visit reads the settings embedded below,
  // and the schema (with every message of the settings screen) stays out of the entry chunk
  // (docs/performance.md#first-load-js).
  const { getPublicSettings } = await import('./club-settings-api')
  return getPublicSettings()
}

type Embedded = { data: ClubSettings; updatedAt: number }
let embedded: Embedded | null | undefined

/**
 * The settings the server put into index.html, so the first render needs no round trip. The
 * server wrote them from the row it parsed with the settings schema (defaults filled in), so
 * they are read as they are; what the API answers later is parsed.
 */
function readEmbedded(): Embedded | null {
  if (embedded !== undefined) return embedded
  const element = document.getElementById('club-settings')
  try {
    embedded = element?.textContent
      ? {
          data: JSON.parse(element.textContent) as ClubSettings,
          updatedAt: Number(element.dataset.updatedAt) || 0,
        }
      : null
  } catch {
    embedded = null
  }
  return embedded
}

export const clubSettingsQueryOptions = () =>
  queryOptions({
    queryKey: CLUB_SETTINGS_KEY,
    queryFn: fetchPublicSettings,
    initialData: () => readEmbedded()?.data,
    initialDataUpdatedAt: () => readEmbedded()?.updatedAt,
    staleTime: 5 * 60_000,
  })

export function useClubSettings(): ClubSettings {
  return useSuspenseQuery(clubSettingsQueryOptions()).data
}
