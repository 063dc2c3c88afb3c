import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import {
  ACTIVIDAD_MENSAJE as M,
  describirEdades,
  edadPermitida,
} from '../../../src/domain/actividades/actividades.ts'
import type { Inscripcion } from '../../../src/domain/actividades/actividades-api.ts'
import { diaDelClub, hoyDelClub } from '../../../src/domain/fecha.ts'
import { edad } from '../../../src/domain/socios/socio.ts'
import type { Db } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { actividades, inscripciones } from '../../db/schema/actividades.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { actividadBloqueada, contarInscriptos } from './actividades-list.ts'

type Fallo = { kind: 'error'; status: 404 | 409; message: string }
export type InscripcionResult = { kind: 'ok'; nombre: string } | Fallo

const fallo = (status: 404 | 409, message: string): Fallo => ({ kind: 'error', status, message })

/**
 * Enrols an active member (docs/architecture.md#actividades). The activity's row is held FOR
 * UPDATE, so two desks enrolling the last place at once take turns: the second counts the
 * first's enrolment and finds no cupo. The same member twice at once: the partial unique index
 * refuses the second.
 */
export async function inscribir(
  db: Db,
  actividadId: number,
  socioId: number,
  ahora = new Date(),
): Promise<InscripcionResult> {
  try {
    return await db.transaction(async (tx): Promise<InscripcionResult> => {
      const actividad = await actividadBloqueada(tx, actividadId)
      if (!actividad) return fallo(404, M.noExiste)
      const { nombre } = actividad
      if (!actividad.activa) return fallo(409, M.archivada(nombre))
      const [socio] = await tx
        .select({ estado: socios.estado, nacimiento: personas.nacimiento })
        .from(socios)
        .innerJoin(personas, eq(personas.id, socios.personaId))
        .where(eq(socios.id, socioId))
      if (!socio) return fallo(404, M.socioNoExiste)
      if (socio.estado !== 'Activo') return fallo(409, M.socioNoActivo(socio.estado))
      const [abierta] = await tx
        .select({ id: inscripciones.id })
        .from(inscripciones)
        .where(abiertaDe(actividadId, socioId))
      if (abierta) return fallo(409, M.yaInscripto(nombre))
      const rango = describirEdades(actividad.edadMin, actividad.edadMax)
      if (rango !== null) {
        if (!socio.nacimiento) return fallo(409, M.sinNacimiento(nombre))
        const anios = edad(socio.nacimiento, hoyDelClub(ahora))
        if (!edadPermitida(anios, actividad.edadMin, actividad.edadMax))
          return fallo(409, M.fueraDeEdad(nombre, rango, anios))
      }
      if (actividad.cupo !== null && (await contarInscriptos(tx, actividadId)) >= actividad.cupo)
        return fallo(409, M.sinCupo(nombre))
      await tx.insert(inscripciones).values({ actividadId, socioId, desde: diaDelClub(ahora) })
      return { kind: 'ok', nombre }
    })
  } catch (error) {
    if (uniqueViolation(error) !== 'inscripciones_abierta_idx') throw error
    const [actividad] = await db
      .select({ nombre: actividades.nombre })
      .from(actividades)
      .where(eq(actividades.id, actividadId))
    return fallo(409, M.yaInscripto(actividad?.nombre ?? ''))
  }
}

/** Ends a member's enrolment today; its row stays as history. */
export async function darDeBaja(
  db: Db,
  actividadId: number,
  socioId: number,
  ahora = new Date(),
): Promise<InscripcionResult> {
  const [actividad] = await db
    .select({ nombre: actividades.nombre })
    .from(actividades)
    .where(eq(actividades.id, actividadId))
  if (!actividad) return fallo(404, M.noExiste)
  const terminadas = await db
    .update(inscripciones)
    .set({ hasta: diaDelClub(ahora) })
    .where(abiertaDe(actividadId, socioId))
    .returning({ id: inscripciones.id })
  if (terminadas.length === 0) return fallo(404, M.noInscripto(actividad.nombre))
  return { kind: 'ok', nombre: actividad.nombre }
}

/** The enrolments of an activity: the current ones by name, then the ended, latest first. */
export async function listInscripciones(db: Db, actividadId: number): Promise<Inscripcion[]> {
  return db
    .select({
      socio_id: inscripciones.socioId,
      nombre: personas.nombre,
      apellido: personas.apellido,
      documento: personas.documento,
      desde: inscripciones.desde,
      hasta: inscripciones.hasta,
    })
    .from(inscripciones)
    .innerJoin(socios, eq(socios.id, inscripciones.socioId))
    .innerJoin(personas, eq(personas.id, socios.personaId))
    .where(eq(inscripciones.actividadId, actividadId))
    .orderBy(
      sql`${inscripciones.hasta} is not null`,
      desc(inscripciones.hasta),
      asc(personas.apellido),
      asc(personas.nombre),
      asc(inscripciones.id),
    )
}

const abiertaDe = (actividadId: number, socioId: number) =>
  and(
    eq(inscripciones.actividadId, actividadId),
    eq(inscripciones.socioId, socioId),
    isNull(inscripciones.hasta),
  )
