import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../server/db/client.ts'

type Row = Record<string, unknown>

/** Rows of a raw query: node-postgres and PGlite answer `{ rows }`, postgres.js an array. */
async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] }
  return Array.isArray(result) ? result : result.rows
}

/**
 * Which of the app's tables a request changed, cheaply enough to ask after every request: a
 * trigger on each table logs the rows written (an update only when it changes the row), and
 * only a table with rows logged is hashed again, so a write undone in the same request (a
 * refused attempt's row removed again) is no change. Rolled back writes log nothing.
 * For test databases only: it adds a schema, a table and triggers.
 */
export async function watchTableWrites(db: Db, flush: () => Promise<void>) {
  const tables = (
    await rows(
      db,
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((row) => String(row.table_name))
  await db.execute(sql`create schema fuzz_watch`)
  await db.execute(
    sql`create table fuzz_watch.writes (id bigserial primary key, tabla text not null)`,
  )
  await db.execute(
    sql.raw(`create function fuzz_watch.note() returns trigger language plpgsql as $$
      begin insert into fuzz_watch.writes (tabla) values (TG_TABLE_NAME); return null; end $$`),
  )
  // One statement: a round trip per trigger costs seconds on PGlite.
  await db.execute(
    sql.raw(`do $$ declare t text; begin
      for t in select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' loop
        execute format('create trigger fuzz_watch_rows after insert or delete on %I
          for each row execute function fuzz_watch.note()', t);
        -- Compared as text: a json column has no equality operator.
        execute format('create trigger fuzz_watch_updates after update on %I for each row
          when (old::text is distinct from new::text) execute function fuzz_watch.note()', t);
        execute format('create trigger fuzz_watch_truncate after truncate on %I
          for each statement execute function fuzz_watch.note()', t);
      end loop; end $$`),
  )

  const hash = async (table: string) => {
    const [row] = await rows(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table)} t`,
    )
    return String(row!.h)
  }
  const hashes = new Map<string, string>()
  for (const table of tables) hashes.set(table, await hash(table))
  let seen = 0

  return {
    tables,
    /** The tables whose rows differ from the last call's (written buffers first). */
    async changed(): Promise<string[]> {
      await flush()
      const touched = await rows(
        db,
        sql`select tabla, max(id)::text as last from fuzz_watch.writes where id > ${seen} group by tabla`,
      )
      const changed: string[] = []
      for (const { tabla, last } of touched) {
        seen = Math.max(seen, Number(last))
        const table = String(tabla)
        const now = await hash(table)
        if (now !== hashes.get(table)) changed.push(table)
        hashes.set(table, now)
      }
      return changed.sort()
    },
  }
}
