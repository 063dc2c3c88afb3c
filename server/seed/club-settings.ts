import { CLUB_KEY } from '../routes/configuracion/club-settings.ts'
import type { Db } from '../db/client.ts'
import { settings } from '../db/schema.ts'
import { clubDefaults } from './club-defaults.ts'

/** Writes the defaults when the database has none (first start). Returns whether it did. */
export async function seedClubSettings(db: Db): Promise<boolean> {
  const inserted = await db
    .insert(settings)
    .values({ key: CLUB_KEY, value: clubDefaults })
    .onConflictDoNothing()
    .returning({ key: settings.key })
  return inserted.length > 0
}
