import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { clubSettingsSchema, type ClubSettings } from '@/domain/settings'

const responseSchema = successEnvelope(clubSettingsSchema)

async function fetchPublicSettings(): Promise<ClubSettings> {
  // The HTTP client loads on demand: a first visit reads the settings embedded below.
  const { http } = await import('./http')
  return v.parse(responseSchema, await http.get('settings/public').json()).response
}

type Embedded = { data: ClubSettings; updatedAt: number }
let embedded: Embedded | null | undefined

/** The settings the server put into index.html, so the first render needs no round trip. */
function readEmbedded(): Embedded | null {
  if (embedded !== undefined) return embedded
  const element = document.getElementById('club-settings')
  const parsed = element?.textContent
    ? v.safeParse(clubSettingsSchema, JSON.parse(element.textContent))
    : null
  embedded = parsed?.success
    ? { data: parsed.output, updatedAt: Number(element?.dataset.updatedAt) || 0 }
    : null
  return embedded
}

export const clubSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: fetchPublicSettings,
    initialData: () => readEmbedded()?.data,
    initialDataUpdatedAt: () => readEmbedded()?.updatedAt,
    staleTime: 5 * 60_000,
  })

export function useClubSettings(): ClubSettings {
  return useSuspenseQuery(clubSettingsQueryOptions()).data
}
