/**
 * The member as the control screen shows them (SPEC.md §2 result card, `SocioControl` of
 * src/domain/gate-api.ts): one query, photo version included. GET /socios/validarToken runs
 * it on every scan, so it is prepared once per database and cached for a few seconds.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { SocioControl } from '../../src/domain/gate-api.ts'
import type { Db } from '../db/client.ts'
import { imagenesPersonas, personas, socios } from '../db/schema.ts'

/** How long a looked-up member is reused (a member scanned twice, a queue at the gate). */
export const SOCIO_CONTROL_TTL_MS = 5_000
/** Past this many cached members the cache starts over (a burst of distinct members). */
const MAX_CACHED = 10_000

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
}

/** Members with their persona and main photo (the photo's row id is its version). */
const sociosConFoto = (db: Db) =>
  db
    .select(columns)
    .from(socios)
    .innerJoin(personas, eq(personas.id, socios.personaId))
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

function toSocioControl(row: Row): SocioControl {
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
  }
}

type Prepared = {
  byId: { execute(values: { id: number }): Promise<Row[]> }
  byDocumento: { execute(values: { documento: string }): Promise<Row[]> }
}
type Cached = { at: number; socio: Promise<SocioControl | null> }
type PerDb = { prepared: Prepared; cache: Map<number, Cached> }
const perDb = new WeakMap<Db, PerDb>()

function stateOf(db: Db): PerDb {
  let state = perDb.get(db)
  if (!state) {
    state = {
      prepared: {
        byId: sociosConFoto(db)
          .where(eq(socios.id, sql.placeholder('id')))
          .prepare('socio_control_by_id'),
        byDocumento: sociosConFoto(db)
          .where(eq(personas.documento, sql.placeholder('documento')))
          .prepare('socio_control_by_documento'),
      },
      cache: new Map(),
    }
    perDb.set(db, state)
  }
  return state
}

/**
 * The member `id` as the control screen shows them, or null. Answers from this process's
 * cache for up to SOCIO_CONTROL_TTL_MS: an edit (a member made inactive, a new photo) shows
 * at the gate within seconds, which needs no invalidation. Concurrent lookups of one member
 * share one query.
 */
export function socioControl(db: Db, id: number, now = Date.now()): Promise<SocioControl | null> {
  const { prepared, cache } = stateOf(db)
  const hit = cache.get(id)
  if (hit && now - hit.at < SOCIO_CONTROL_TTL_MS) return hit.socio
  if (cache.size >= MAX_CACHED) cache.clear()
  const socio = prepared.byId.execute({ id }).then(([row]) => (row ? toSocioControl(row) : null))
  const entry = { at: now, socio }
  cache.set(id, entry)
  // A failed query is not remembered: the next scan asks again.
  socio.catch(() => {
    if (cache.get(id) === entry) cache.delete(id)
  })
  return socio
}

/** The member whose persona has `documento` (digits only), or null; never cached. */
export async function socioControlPorDocumento(
  db: Db,
  documento: string,
): Promise<SocioControl | null> {
  const [row] = await stateOf(db).prepared.byDocumento.execute({ documento })
  return row ? toSocioControl(row) : null
}
