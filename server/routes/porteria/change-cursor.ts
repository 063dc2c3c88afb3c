/**
 * Reading "what changed since" from socios.updated_at, which the triggers of migration
 * 0007_checkins move on any change of a member, of their persona or of their photo: the
 * gate's roster delta (roster.ts) and this process's copy of the members (member-copy.ts).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/**
 * A cursor is the database's clock minus a margin. A change is stamped with the start of
 * its transaction but seen only once it commits; a margin re-reads the changes stamped
 * within it, so a change whose transaction took less than the margin is never missed. The
 * roster's margin is a minute.
 */
export const ROSTER_MARGIN_S = 60

/** An instant as the cursor spells it: UTC with microseconds, as the database keeps it. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

/**
 * The instant a client's cursor stands for, or null for anything this server did not hand
 * out (the client then simply gets the whole roster again).
 */
export function parseCursor(cursor: string | undefined): string | null {
  if (cursor === undefined || !CURSOR.test(cursor)) return null
  return Number.isNaN(Date.parse(cursor)) ? null : cursor
}

const cursorAt = (marginSeconds: number) =>
  sql<string>`to_char((now() - make_interval(secs => ${marginSeconds})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/**
 * Cursors for "now", one per margin (in seconds), in one reading of the clock: read them
 * before the changes, so nothing committed between is skipped.
 */
export async function changeCursors<const M extends readonly number[]>(
  db: Db,
  margins: M,
): Promise<{ [K in keyof M]: string }> {
  const [clock] = await db
    .select(Object.fromEntries(margins.map((margin, i) => [`c${i}`, cursorAt(margin)])))
    .from(sql`(select 1) as reloj`)
  return margins.map((_, i) => clock![`c${i}`]) as { [K in keyof M]: string }
}
