import { eq } from 'drizzle-orm'
import { ACTIVIDAD_MENSAJE as M } from '../../../src/domain/actividades/actividades.ts'
import type {
  ActividadInput,
  ActividadPatch,
} from '../../../src/domain/actividades/actividades-api.ts'
import type { Db } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { actividades } from '../../db/schema/actividades.ts'

type Fallo = { kind: 'error'; status: 400 | 404 | 409; message: string }
export type Guardado = { kind: 'ok'; id: number; nombre: string; cambios: string[] } | Fallo

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
    return { kind: 'ok', id: fila!.id, nombre: fila!.nombre, cambios: Object.keys(input) }
  })
}

/**
 * Changes what the patch names. The age range is checked against the activity as it will be;
 * a cupo under the members enrolled keeps them, and lets nobody else in.
 */
export function editarActividad(db: Db, id: number, patch: ActividadPatch): Promise<Guardado> {
  return sinNombreRepetido(patch.nombre, () =>
    db.transaction(async (tx): Promise<Guardado> => {
      const [actual] = await tx
        .select({ edadMin: actividades.edadMin, edadMax: actividades.edadMax })
        .from(actividades)
        .where(eq(actividades.id, id))
        .for('update')
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
      return { kind: 'ok', id, nombre: fila!.nombre, cambios: Object.keys(patch) }
    }),
  )
}
