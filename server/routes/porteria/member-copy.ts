/**
 * The member as the control screen shows them (docs/product.md#result-card, `SocioControl` of
 * src/domain/porteria/gate-api.ts), photo version and the due dates of their pending cuotas included.
 * GET /socios/validarToken needs one on every scan, thousands a second at the budget
 * (docs/architecture.md#budgets): this process keeps every member in memory and brings the
 * copy up to date from socios.updated_at (which a change of their cuotas moves too), with the
 * club's fee rule for the gate.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import type { CuotasGate, SocioControl } from '../../../src/domain/porteria/gate-api.ts'
import { cuotasEnPorteria } from '../../../src/domain/porteria/gate-verdict.ts'
import type { Db } from '../../db/client.ts'
import { imagenesPersonas, personas, socios } from '../../db/schema/socios.ts'
import { getClubSettings } from '../configuracion/club-settings.ts'
import { changeCursors, ROSTER_MARGIN_S } from './change-cursor.ts'
import { vencimientosPendientesSql } from './cuotas-pendientes.ts'
import { personaJoin } from '../socios/socio-persona.ts'

/** Under load the copy is brought up to date this often: a change shows at the gate within it. */
export const SYNC_EVERY_MS = 1_000
/**
 * A copy older than this is brought up to date before it answers (the first scan after a
 * quiet spell waits for one query); younger, it answers at once and updates behind.
 */
export const MAX_STALE_MS = 5_000
/**
 * Each update reads the changes stamped since the last one, less this margin (seconds), for
 * transactions still committing then; once a minute, less the roster's full minute, for any
 * that took longer, and the club's settings. Re-reading a whole minute every second would cost
 * PGlite several milliseconds a second after a bulk load.
 */
const MARGIN_S = 2
const FULL_MARGIN_EVERY_MS = 60_000
/** Past this many changed members an update reads every member again. */
const MAX_IDS_PER_UPDATE = 5_000

/**
 * Tells whether a copied member changed: the row version's transaction (xmin), which every
 * UPDATE renews, with updated_at. updated_at alone repeats within PGlite's millisecond.
 */
const version = sql<string>`${socios.updatedAt}::text || '/' || ${socios}.xmin::text`

const columns = {
  id: socios.id,
  estado: socios.estado,
  categoria: socios.categoria,
  alta: socios.alta,
  vencimiento: socios.vencimiento,
  nombre: personas.nombre,
  apellido: personas.apellido,
  apodo: personas.apodo,
  documento: personas.documento,
  telefono: personas.telefono,
  email: personas.email,
  domicilio: personas.domicilio,
  nacimiento: personas.nacimiento,
  fotoId: imagenesPersonas.id,
  vencimientosPendientes: vencimientosPendientesSql(socios.id),
  version,
}

/** Members with their persona and main photo (the photo's row id is its version). */
const sociosConFoto = (db: Db) =>
  db
    .select(columns)
    .from(socios)
    .innerJoin(...personaJoin)
    .leftJoin(
      imagenesPersonas,
      and(eq(imagenesPersonas.personaId, socios.personaId), eq(imagenesPersonas.tipo, 'principal')),
    )

type Row = Awaited<ReturnType<ReturnType<typeof sociosConFoto>['execute']>>[number]

/**
 * A photo is replaced by a new `imagenes_personas` row (socio-alta deletes and inserts), so
 * the row id changes exactly when the photo does.
 */
export const fotoVersion = (fotoId: number | null) => (fotoId === null ? null : String(fotoId))

/**
 * A member as this process keeps them: the result card but their fees, which depend on the
 * day they are asked about, and the due dates those are counted from.
 */
export type SocioCopiado = Omit<SocioControl, keyof CuotasGate> & {
  vencimientosPendientes: readonly string[]
}

function toSocioCopiado(row: Row): SocioCopiado {
  const version = fotoVersion(row.fotoId)
  return {
    id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    apodo: row.apodo,
    documento: row.documento,
    telefono: row.telefono,
    email: row.email,
    domicilio: row.domicilio,
    nacimiento: row.nacimiento,
    fechaIngreso: row.alta,
    vencimiento: row.vencimiento,
    categoria: row.categoria,
    estado: row.estado,
    activo: row.estado === 'Activo',
    foto: version === null ? null : `/api/socios/${row.id}/foto?v=${version}`,
    vencimientosPendientes: row.vencimientosPendientes,
  }
}

type Prepared = {
  byId: { execute(values: { id: number }): Promise<Row[]> }
  byDocumento: { execute(values: { documento: string }): Promise<Row[]> }
}

/**
 * This process's copy of every member. Members are never deleted (a 'baja' changes their
 * estado), so changed rows are all an update needs; a club's roll fits in memory (10,000
 * members take about 6 MB).
 */
type Copy = {
  socios: Map<number, SocioCopiado>
  /** The version (`version` above) each copied member was read at. */
  versions: Map<number, string>
  /** Where the next update reads from (change-cursor.ts); null before the first. */
  cursor: string | null
  /** Where the next update with the full margin reads from, and when the last one started. */
  fullCursor: string | null
  fullAt: number
  /** When the last update that succeeded started (performance.now(): a clock that never jumps). */
  syncedAt: number
  syncing: Promise<void> | null
  /** The club's `denegarConCuotasVencidas`, read with the full update (once a minute). */
  denegarCon: number
}
export type MemberCopy = ReturnType<typeof createMemberCopy>

/**
 * This process's copy of the members of `db`, brought up to date behind the scans. `close()`
 * waits for an update under way, so none reads after the database closes.
 */
export function createMemberCopy(db: Db) {
  // Prepared on first use: a database that fails does so in a request, which answers 500.
  let prepared: Prepared | null = null
  const statements = (): Prepared =>
    (prepared ??= {
      byId: sociosConFoto(db)
        .where(eq(socios.id, sql.placeholder('id')))
        .prepare('socio_control_by_id'),
      byDocumento: sociosConFoto(db)
        .where(eq(personas.documento, sql.placeholder('documento')))
        .prepare('socio_control_by_documento'),
    })
  const copy: Copy = {
    socios: new Map(),
    versions: new Map(),
    cursor: null,
    fullCursor: null,
    fullAt: -Infinity,
    syncedAt: -Infinity,
    syncing: null,
    denegarCon: 0,
  }
  let lastFailureLogged = -Infinity

  /** An update behind a scan failed: said once a minute at most (the next scans retry it). */
  const logFailedUpdate = (error: unknown) => {
    const now = performance.now()
    if (now - lastFailureLogged < 60_000) return
    lastFailureLogged = now
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`No se pudo actualizar la copia de los socios: ${reason}`)
  }

  /** The update under way behind the scans, if any. Never rejects. */
  const update = (): Promise<void> => copy.syncing?.catch(() => {}) ?? Promise.resolve()

  return {
    /**
     * The member `id` as the control screen shows them, or null. Answers from this process's
     * copy, which is at most MAX_STALE_MS old and, while scans keep coming, about
     * SYNC_EVERY_MS: an edit (a member made inactive, a new photo) shows at the gate within a
     * second or so. A member the copy does not have yet (registered since the last sync) is
     * looked up at once.
     */
    async get(id: number, now = performance.now()): Promise<SocioCopiado | null> {
      const age = now - copy.syncedAt
      if (age >= MAX_STALE_MS) await sync(db, copy, now)
      // A failed update leaves the copy as it was; the next scan tries again.
      else if (age >= SYNC_EVERY_MS) sync(db, copy, now).catch(logFailedUpdate)
      const known = copy.socios.get(id)
      if (known) return known
      const [row] = await statements().byId.execute({ id })
      if (!row) return null
      // An update that landed meanwhile read it no earlier than this lookup did.
      return copy.socios.get(id) ?? remember(copy, row)
    },

    /**
     * The member whose persona has `documento` (digits only), or null; always read afresh, with
     * the club's fee rule (a search is rare: 30 a minute per user at most).
     */
    async porDocumento(documento: string): Promise<SocioCopiado | null> {
      const [[row], club] = await Promise.all([
        statements().byDocumento.execute({ documento }),
        getClubSettings(db),
      ])
      copy.denegarCon = club.denegarConCuotasVencidas
      return row ? toSocioCopiado(row) : null
    },

    /**
     * The member's fees at the club day of `at` (ms since the epoch), under the club's rule as
     * this copy last read it (docs/product.md#gate-verdict). Call after `get` or `porDocumento`.
     */
    cuotas: (socio: SocioCopiado, at: number): CuotasGate =>
      cuotasEnPorteria(socio.vencimientosPendientes, diaDelClub(new Date(at)), copy.denegarCon),

    /** The update under way behind the scans, if any (tests wait for it). Never rejects. */
    update,
    close: update,
  }
}

/**
 * Reads the members changed since the last update (all of them the first time); one update
 * at a time. A margin names recent changes again, so their versions are read first, and
 * whole rows only for members whose version moved.
 */
function sync(db: Db, copy: Copy, started: number): Promise<void> {
  copy.syncing ??= (async () => {
    const full = started - copy.fullAt >= FULL_MARGIN_EVERY_MS
    const [[cursor, fullCursor], club] = await Promise.all([
      changeCursors(db, [MARGIN_S, ROSTER_MARGIN_S]),
      full ? getClubSettings(db) : null,
    ])
    const since = full ? copy.fullCursor : copy.cursor
    let ids: number[] | undefined
    if (since !== null) {
      const changed = await db
        .select({ id: socios.id, version })
        .from(socios)
        .where(gt(socios.updatedAt, sql`${since}::timestamptz`))
      ids = changed.filter((row) => copy.versions.get(row.id) !== row.version).map((row) => row.id)
      // A bulk change: one parameter per member would pass the protocol's limit.
      if (ids.length > MAX_IDS_PER_UPDATE) ids = undefined
    }
    if (ids === undefined || ids.length > 0) {
      const rows = await sociosConFoto(db).where(
        ids === undefined ? undefined : inArray(socios.id, ids),
      )
      for (const row of rows) remember(copy, row)
    }
    copy.cursor = cursor
    if (club) copy.denegarCon = club.denegarConCuotasVencidas
    if (full) {
      copy.fullCursor = fullCursor
      copy.fullAt = started
    }
    copy.syncedAt = started
  })().finally(() => {
    copy.syncing = null
  })
  return copy.syncing
}

function remember(copy: Copy, row: Row): SocioCopiado {
  const socio = toSocioCopiado(row)
  copy.socios.set(row.id, socio)
  copy.versions.set(row.id, row.version)
  return socio
}
