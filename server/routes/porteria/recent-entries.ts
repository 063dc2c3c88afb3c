/**
 * The latest permitted entry of each member within the club's window
 * (`ingresoRecienteMinutos`, docs/product.md#gate-verdict), so that a second entry with
 * another code of the same member (a friend with a screenshot) is flagged: validarToken
 * answers it and the roster shares it with the tablets. validarToken asks on every scan,
 * so this process keeps it in memory: loaded from `checkins` on first use, then told of the
 * entries it records (online scans, tablets' batches).
 *
 * Several processes over one PostgreSQL (`shared`): each re-reads, once a minute behind the
 * scans, the permitted check-ins the others wrote; until then it does not know them. With
 * PGlite one process owns the database, so only the club's window is re-read.
 */
import { and, desc, eq, gt, gte, max } from 'drizzle-orm'
import type { IngresoReciente, RosterRecientes } from '../../../src/domain/porteria/gate-api.ts'
import type { Db } from '../../db/client.ts'
import { checkins } from '../../db/schema/porteria.ts'
import { getClubSettings } from '../configuracion/club-settings.ts'

/** How often the window, and with `shared` the other processes' entries, are read again. */
export const READ_EVERY_MS = 60_000

/** Mutable in place: a member scanned again updates their entry, allocating nothing. */
type Entry = { at: number; tablet: string }

type State = {
  entries: Map<number, Entry>
  windowMs: number
  /** When the last read started (Date.now()); -Infinity before the first. */
  readAt: number
  /**
   * Check-in ids: a read takes the rows past `older`, the highest id seen one read before
   * the last, so an insert that committed after a later id was read is still taken.
   */
  older: number
  newer: number
  loaded: boolean
  reading: Promise<void> | null
}

export type RecentEntries = ReturnType<typeof createRecentEntries>

/** `close()` waits for a read under way, so none runs after the database closes. */
export function createRecentEntries(db: Db, { shared = false }: { shared?: boolean } = {}) {
  const state: State = {
    entries: new Map(),
    windowMs: 0,
    readAt: -Infinity,
    older: 0,
    newer: 0,
    loaded: false,
    reading: null,
  }

  const note = (socioId: number, at: number, tablet: string) => {
    const entry = state.entries.get(socioId)
    if (!entry) state.entries.set(socioId, { at, tablet })
    else if (at >= entry.at) {
      entry.at = at
      if (entry.tablet !== tablet) entry.tablet = tablet
    }
  }

  /** Loaded once before answering (a failed load fails that request); later reads behind. */
  async function ready(now: number) {
    if (!state.loaded) await read(db, state, note, shared, now)
    else if (now - state.readAt >= READ_EVERY_MS)
      read(db, state, note, shared, now).catch(logFailedRead)
  }

  /** Within the window, either side of now: a tablet's clock may be a little ahead. */
  const recent = (entry: Entry, now: number) =>
    state.windowMs > 0 && Math.abs(now - entry.at) < state.windowMs

  return {
    /** The member's latest permitted entry within the window, or null. */
    async latest(socioId: number, now = Date.now()): Promise<IngresoReciente | null> {
      await ready(now)
      const entry = state.entries.get(socioId)
      return entry && recent(entry, now)
        ? { at: new Date(entry.at).toISOString(), tablet: entry.tablet }
        : null
    },

    /** A permitted entry this process recorded (`at`: Date.now() or the tablet's instant). */
    note,

    /** Every member's latest entry within the window, for the tablets (GET /gate/roster). */
    async recientes(now = Date.now()): Promise<RosterRecientes> {
      await ready(now)
      const ingresos: RosterRecientes['ingresos'] = []
      for (const [socioId, entry] of state.entries)
        if (recent(entry, now))
          ingresos.push({ socioId, at: new Date(entry.at).toISOString(), tablet: entry.tablet })
      return { minutos: state.windowMs / 60_000, ingresos }
    },

    /** Reads the window (and with `shared` the others' entries) now: tests, after a change. */
    refresh: (now = Date.now()) => read(db, state, note, shared, now),

    close: async () => {
      await state.reading?.catch(() => {})
    },
  }
}

/** One read at a time; the first loads the whole window, later ones only newer rows. */
function read(
  db: Db,
  state: State,
  note: (socioId: number, at: number, tablet: string) => void,
  shared: boolean,
  now: number,
): Promise<void> {
  state.reading ??= (async () => {
    const started = now
    // A failed read is tried again a minute later, not on every scan.
    state.readAt = started
    const club = await getClubSettings(db)
    const windowMs = club.ingresoRecienteMinutos * 60_000
    if (!state.loaded || shared) {
      const [top] = await db.select({ id: max(checkins.id) }).from(checkins)
      const rows = await db
        .selectDistinctOn([checkins.socioId], {
          socioId: checkins.socioId,
          at: checkins.at,
          dispositivo: checkins.dispositivo,
        })
        .from(checkins)
        .where(
          and(
            eq(checkins.veredicto, 'permitido'),
            gte(checkins.at, new Date(started - windowMs)),
            state.loaded ? gt(checkins.id, state.older) : undefined,
          ),
        )
        .orderBy(checkins.socioId, desc(checkins.at))
      for (const row of rows) note(row.socioId, row.at.getTime(), row.dispositivo)
      state.older = state.loaded ? state.newer : (top?.id ?? 0)
      state.newer = top?.id ?? 0
    }
    state.windowMs = windowMs
    // Entries past the window are dropped here, once a minute, not on every scan.
    for (const [socioId, entry] of state.entries)
      if (started - entry.at >= windowMs) state.entries.delete(socioId)
    state.loaded = true
  })().finally(() => {
    state.reading = null
  })
  return state.reading
}

function logFailedRead(error: unknown) {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(`No se pudieron leer los ingresos recientes: ${reason}`)
}
