import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { clubSettingsSchema, type ClubSettings } from '@/domain/configuracion/configuracion'
import { CLUB_SETTINGS_KEY, SETTINGS_KEY } from '@/lib/club-settings'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(clubSettingsSchema)

/** PUT /settings (docs/product.md#api-settings): the whole settings; answers them saved. */
async function updateSettings(settings: ClubSettings): Promise<ClubSettings> {
  const json = await http.put('settings', { json: settings }).json()
  return v.parse(responseSchema, json).response
}

/**
 * Saving the settings: every page that reads them shows the change at once (the public
 * query gets the answer, and every settings query is read again), the next page load too.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(CLUB_SETTINGS_KEY, saved)
      return queryClient.invalidateQueries({ queryKey: SETTINGS_KEY })
    },
  })
}
