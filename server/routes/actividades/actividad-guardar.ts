import { and, eq, isNull } from 'drizzle-orm'
import { ACTIVIDAD_MENSAJE as M } from '../../../src/domain/actividades/actividades.ts'
import type {
  ActividadInput,
  ActividadPatch,
} from '../../../src/domain/actividades/actividades-api.ts'
import type { Db } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { actividades, inscripciones } from '../../db/schema/actividades.ts'
import { actividadBloqueada } from './actividades-list.ts'

type Fallo = { kind: 'error'; status: 400 | 404 | 409; message: string }
export type Guardado =
  | {
      kind: 'ok'
      id: number
      nombre: string
      cambios: string[]
      /** The members whose enrolment archiving it ended. */
      terminadas: number[]
    }
  | Fallo

async function sinNombreRepetido<T>(nombre: string | undefined, run: () => Promise<T>) {
  try {
    return await run()
  } catch (error) {
    if (nombre !== undefined && uniqueViolation(error) === 'actividades_nombre_idx')
      return { kind: 'error', status: 409, message: M.nombreRepetido(nombre) } satisfies Fallo
    throw error
  }
}

export function crearActividad(db: Db, input: ActividadInput): Promise<Guardado> {
  return sinNombreRepetido(input.nombre, async () => {
    const [fila] = await db
      .insert(actividades)
      .values(input)
      .returning({ id: actividades.id, nombre: actividades.nombre })
    return {
      kind: 'ok',
      id: fila!.id,
      nombre: fila!.nombre,
      cambios: Object.keys(input),
      terminadas: [],
    }
  })
}

/**
 * Changes what the patch names. The age range is checked against the activity as it will be;
 * a cupo under the members enrolled keeps them, and lets nobody else in. Archiving ends every
 * open enrolment today, in the same transaction: nobody stays enrolled (nor billed) in an
 * activity the club closed.
 */
export function editarActividad(
  db: Db,
  id: number,
  patch: ActividadPatch,
  ahora = new Date(),
): Promise<Guardado> {
  return sinNombreRepetido(patch.nombre, () =>
    db.transaction(async (tx): Promise<Guardado> => {
      const actual = await actividadBloqueada(tx, id)
      if (!actual) return { kind: 'error', status: 404, message: M.noExiste }
      const edadMin = patch.edadMin === undefined ? actual.edadMin : patch.edadMin
      const edadMax = patch.edadMax === undefined ? actual.edadMax : patch.edadMax
      if (edadMin !== null && edadMax !== null && edadMin > edadMax)
        return { kind: 'error', status: 400, message: M.edades }
      const [fila] = await tx
        .update(actividades)
        .set(patch)
        .where(eq(actividades.id, id))
        .returning({ nombre: actividades.nombre })
      const terminadas =
        actual.activa && patch.activa === false
          ? await tx
              .update(inscripciones)
              .set({ hasta: diaDelClub(ahora) })
              .where(and(eq(inscripciones.actividadId, id), isNull(inscripciones.hasta)))
              .returning({ socioId: inscripciones.socioId })
          : []
      return {
        kind: 'ok',
        id,
        nombre: fila!.nombre,
        cambios: Object.keys(patch),
        terminadas: terminadas.map((t) => t.socioId),
      }
    }),
  )
}
