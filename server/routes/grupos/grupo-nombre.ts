import { eq } from 'drizzle-orm'
import { claveNombreGrupo, GRUPO_MENSAJE } from '../../../src/domain/grupos/grupos.ts'
import type { Db } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { grupos } from '../../db/schema/grupos.ts'

export type NombreResult =
  | { kind: 'ok'; id: number; nombre: string; anterior: string | null }
  | { kind: 'error'; status: 404 | 409; message: string }

class Rechazo extends Error {
  constructor(readonly result: Extract<NombreResult, { kind: 'error' }>) {
    super(result.message)
  }
}

/**
 * The name as it is kept: composed (NFC) and with every run of spaces, tabs or non-breaking
 * spaces one space (trimmed by the schema). The generated `nombre_clave` maps only composed
 * accents and ASCII spaces; so kept, it agrees with `claveNombreGrupo` on every Spanish name.
 */
const limpio = (nombre: string) => nombre.normalize('NFC').replace(/\s+/g, ' ')

/**
 * A name already taken: the unique index on the generated `nombre_clave` refused it, whoever
 * wrote first (docs/architecture.md#family-groups). The answer names the group that has it,
 * as the club wrote it; the name asked for if that group is gone meanwhile.
 */
async function repetido(db: Db, nombre: string): Promise<NombreResult> {
  const [existing] = await db
    .select({ nombre: grupos.nombre })
    .from(grupos)
    .where(eq(grupos.nombreClave, claveNombreGrupo(nombre)))
  return {
    kind: 'error',
    status: 409,
    message: GRUPO_MENSAJE.nombreRepetido(existing?.nombre ?? nombre),
  }
}

const esNombreRepetido = (error: unknown) => uniqueViolation(error) === 'grupos_nombre_clave_idx'

/** A new group, without members. */
export async function crearGrupo(db: Db, input: string): Promise<NombreResult> {
  const nombre = limpio(input)
  try {
    const [row] = await db.insert(grupos).values({ nombre }).returning({ id: grupos.id })
    return { kind: 'ok', id: row!.id, nombre, anterior: null }
  } catch (error) {
    if (esNombreRepetido(error)) return repetido(db, nombre)
    throw error
  }
}

/** A group's new name; the answer carries the one it had, for the activity log. */
export async function renombrarGrupo(db: Db, id: number, input: string): Promise<NombreResult> {
  const nombre = limpio(input)
  try {
    return await db.transaction(async (tx) => {
      const [actual] = await tx
        .select({ nombre: grupos.nombre })
        .from(grupos)
        .where(eq(grupos.id, id))
        .for('update')
      if (!actual)
        throw new Rechazo({ kind: 'error', status: 404, message: GRUPO_MENSAJE.noExiste })
      await tx.update(grupos).set({ nombre }).where(eq(grupos.id, id))
      return { kind: 'ok', id, nombre, anterior: actual.nombre } as const
    })
  } catch (error) {
    if (error instanceof Rechazo) return error.result
    if (esNombreRepetido(error)) return repetido(db, nombre)
    throw error
  }
}
