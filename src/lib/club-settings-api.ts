import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { clubSettingsSchema, type ClubSettings } from '@/domain/configuracion/configuracion'
import { http } from './http'

const responseSchema = successEnvelope(clubSettingsSchema)

/** GET /api/settings/public: the club's settings, parsed with their schema. */
export async function getPublicSettings(): Promise<ClubSettings> {
  return v.parse(responseSchema, await http.get('settings/public').json()).response
}
