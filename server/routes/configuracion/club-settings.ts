import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  clubSettingsSchema,
  type ClubSettings,
} from '../../../src/domain/configuracion/configuracion.ts'
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema/configuracion.ts'
import { clubDefaults } from '../../seed/club-defaults.ts'

export const CLUB_KEY = 'club'

/**
 * The club's public data; the defaults when none was saved yet. Inside a transaction,
 * `lock` takes the row: 'share' while a write depends on it (a member's categoría must be
 * one of the club's), 'update' to change it (docs/architecture.md#data).
 */
export async function getClubSettings(
  db: Db,
  { lock }: { lock?: 'share' | 'update' } = {},
): Promise<ClubSettings> {
  const query = db.select().from(settings).where(eq(settings.key, CLUB_KEY))
  const [row] = lock ? await query.for(lock) : await query
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

/** The names of the club's membership categories (docs/product.md#configuracion). */
export const nombresDeCategorias = (club: ClubSettings) => club.categorias.map((c) => c.nombre)
