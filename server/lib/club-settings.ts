import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { clubSettingsSchema, type ClubSettings } from '../../src/domain/settings.ts'
import type { Db } from '../db/client.ts'
import { settings } from '../db/schema.ts'
import { clubDefaults } from '../db/seed/club-defaults.ts'

export const CLUB_KEY = 'club'

/** The club's public data; the defaults when none was saved yet. */
export async function getClubSettings(db: Db): Promise<ClubSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, CLUB_KEY))
  if (!row) return clubDefaults
  const parsed = v.safeParse(clubSettingsSchema, row.value)
  return parsed.success ? parsed.output : clubDefaults
}

export async function saveClubSettings(db: Db, value: ClubSettings): Promise<void> {
  const valid = v.parse(clubSettingsSchema, value)
  await db
    .insert(settings)
    .values({ key: CLUB_KEY, value: valid })
    .onConflictDoUpdate({ target: settings.key, set: { value: valid, updatedAt: new Date() } })
}
