import { randomInt } from 'node:crypto'
import type { Db } from '../../server/db/client.ts'
import { grupos } from '../../server/db/schema/grupos.ts'
import { personas, socios, sociosHistorial } from '../../server/db/schema/socios.ts'
import { normalizeSearch } from '../../src/domain/search.ts'

type SocioSpec = {
  nombre: string
  apellido: string
  documento?: string
  apodo?: string
  estado?: 'Activo' | 'Inactivo' | 'Pendiente'
  alta?: string
  historial?: { alta: string; baja?: string; motivo?: string }[]
  grupo?: string
  email?: string
  /** YYYY-MM-DD; null for a member without one. */
  nacimiento?: string | null
}

const grupoIds = new Map<string, number>()

/** A member with their persona, history and (optionally) family group, for tests. */
export async function createSocio(db: Db, spec: SocioSpec) {
  const [persona] = await db
    .insert(personas)
    .values({
      documento: spec.documento ?? String(randomInt(20_000_000, 49_999_999)),
      nombre: spec.nombre,
      apellido: spec.apellido,
      apodo: spec.apodo ?? null,
      email: spec.email ?? null,
      nacimiento: spec.nacimiento === undefined ? '1990-05-04' : spec.nacimiento,
      domicilio: 'Av. San Martín 850, Santa Rosa',
      busqueda: normalizeSearch(`${spec.apellido} ${spec.nombre} ${spec.apodo ?? ''}`),
    })
    .returning()
  let grupoId: number | null = null
  if (spec.grupo) {
    grupoId = grupoIds.get(`${spec.grupo}`) ?? null
    if (!grupoId) {
      const [grupo] = await db.insert(grupos).values({ nombre: spec.grupo }).returning()
      grupoId = grupo!.id
      grupoIds.set(spec.grupo, grupoId)
    }
  }
  const alta = spec.alta ?? '2020-03-01'
  const [socio] = await db
    .insert(socios)
    .values({
      personaId: persona!.id,
      alta,
      estado: spec.estado ?? 'Activo',
      grupoId,
      vencimiento: '2026-11-30',
    })
    .returning()
  const historial = spec.historial ?? (spec.estado === 'Pendiente' ? [] : [{ alta }])
  for (const h of historial) {
    await db
      .insert(sociosHistorial)
      .values({ socioId: socio!.id, alta: h.alta, baja: h.baja ?? null, motivo: h.motivo ?? null })
  }
  return { socio: socio!, persona: persona! }
}

/**
 * One member in each estado, for the rules that depend on it: two active (Lucía Díaz, whose
 * documento may be given, and Ana Gómez), one inactive with a 'baja' on record (Raúl Sosa)
 * and one pending (Carlos Pérez).
 */
export async function createSociosPorEstado(db: Db, options: { documento?: string } = {}) {
  const diaz = await createSocio(db, { nombre: 'Lucía', apellido: 'Díaz', ...options })
  const gomez = await createSocio(db, { nombre: 'Ana', apellido: 'Gómez' })
  const sosa = await createSocio(db, {
    nombre: 'Raúl',
    apellido: 'Sosa',
    estado: 'Inactivo',
    historial: [{ alta: '2001-01-01', baja: '2020-01-01', motivo: 'Renuncia' }],
  })
  const perez = await createSocio(db, { nombre: 'Carlos', apellido: 'Pérez', estado: 'Pendiente' })
  return { diaz, gomez, sosa, perez }
}
