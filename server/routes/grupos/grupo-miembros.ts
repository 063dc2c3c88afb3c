import { and, eq, isNull } from 'drizzle-orm'
import { GRUPO_MENSAJE } from '../../../src/domain/grupos/grupos.ts'
import type { Db } from '../../db/client.ts'
import { grupos } from '../../db/schema/grupos.ts'
import { socios } from '../../db/schema/socios.ts'
import { conNivelSql, nivelSocioSql } from '../socios/socio-nivel.ts'

type Fallo = { kind: 'error'; status: 404 | 409; message: string }

export type AgregarResult = { kind: 'ok'; nombre: string } | Fallo

export type QuitarResult =
  | {
      kind: 'ok'
      nombre: string
      /** The group was deleted: one member or none was left. */
      eliminado: boolean
      /** The members who lost the group with it. */
      liberados: number[]
    }
  | Fallo

class Rechazo extends Error {
  constructor(readonly result: Fallo) {
    super(result.message)
  }
}

const rechazo = (status: 404 | 409, message: string) =>
  new Rechazo({ kind: 'error', status, message })

async function rechazado<T>(run: () => Promise<T>): Promise<T | Fallo> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Rechazo) return error.result
    throw error
  }
}

/**
 * Adds a member to a group (docs/architecture.md#family-groups). The group's row is held
 * FOR SHARE (adds to one group do not wait on each other; a delete or a removal waits for
 * them, and they for it), and the member joins by ONE conditional UPDATE that only matches
 * an active member of level 1 or more in no group. Two adds of the same member to two groups
 * at once: the second UPDATE waits on the member's row, then finds it in a group and matches
 * nothing. When it matches nothing, the member's row says why.
 */
export function agregarMiembro(db: Db, grupoId: number, socioId: number) {
  return rechazado(() =>
    db.transaction(async (tx): Promise<AgregarResult> => {
      const [grupo] = await tx
        .select({ nombre: grupos.nombre })
        .from(grupos)
        .where(eq(grupos.id, grupoId))
        .for('share')
      if (!grupo) throw rechazo(404, GRUPO_MENSAJE.noExiste)
      // A member who left a group between the UPDATE and the read that says why is tried
      // again; twice is more than any real race needs.
      for (let attempt = 0; attempt < 3; attempt++) {
        const [sumado] = await tx
          .update(socios)
          .set({ grupoId })
          .where(
            and(
              eq(socios.id, socioId),
              isNull(socios.grupoId),
              eq(socios.estado, 'Activo'),
              conNivelSql(socios.id),
            ),
          )
          .returning({ id: socios.id })
        if (sumado) return { kind: 'ok', nombre: grupo.nombre }
        const [socio] = await tx
          .select({
            estado: socios.estado,
            grupoId: socios.grupoId,
            grupo: grupos.nombre,
            level: nivelSocioSql(socios.id),
          })
          .from(socios)
          .leftJoin(grupos, eq(grupos.id, socios.grupoId))
          .where(eq(socios.id, socioId))
        if (!socio) throw rechazo(404, GRUPO_MENSAJE.socioNoExiste)
        if (socio.grupoId === grupoId) throw rechazo(409, GRUPO_MENSAJE.socioEnEsteGrupo)
        if (socio.grupoId !== null) {
          throw rechazo(409, GRUPO_MENSAJE.socioEnOtroGrupo(socio.grupo ?? ''))
        }
        if (socio.estado !== 'Activo') throw rechazo(409, GRUPO_MENSAJE.socioNoActivo(socio.estado))
        if (socio.level < 1) throw rechazo(409, GRUPO_MENSAJE.socioSinNivel)
      }
      throw rechazo(409, GRUPO_MENSAJE.socioEnOtroGrupo(''))
    }),
  )
}

/**
 * Removes a member from a group in ONE transaction with the group's row FOR UPDATE, so no
 * add or removal runs beside it: when one member or none is left, the rest lose the group
 * and the group is deleted (docs/product.md#grupos-familiares).
 */
export function quitarMiembro(db: Db, grupoId: number, socioId: number) {
  return rechazado(() =>
    db.transaction(async (tx): Promise<QuitarResult> => {
      const [grupo] = await tx
        .select({ nombre: grupos.nombre })
        .from(grupos)
        .where(eq(grupos.id, grupoId))
        .for('update')
      if (!grupo) throw rechazo(404, GRUPO_MENSAJE.noExiste)
      const [quitado] = await tx
        .update(socios)
        .set({ grupoId: null })
        .where(and(eq(socios.id, socioId), eq(socios.grupoId, grupoId)))
        .returning({ id: socios.id })
      if (!quitado) {
        const [socio] = await tx
          .select({ id: socios.id })
          .from(socios)
          .where(eq(socios.id, socioId))
        throw rechazo(404, socio ? GRUPO_MENSAJE.noEsMiembro : GRUPO_MENSAJE.socioNoExiste)
      }
      const quedan = await tx
        .select({ id: socios.id })
        .from(socios)
        .where(eq(socios.grupoId, grupoId))
      if (quedan.length > 1) {
        return { kind: 'ok', nombre: grupo.nombre, eliminado: false, liberados: [] }
      }
      const liberados = await tx
        .update(socios)
        .set({ grupoId: null })
        .where(eq(socios.grupoId, grupoId))
        .returning({ id: socios.id })
      await tx.delete(grupos).where(eq(grupos.id, grupoId))
      return {
        kind: 'ok',
        nombre: grupo.nombre,
        eliminado: true,
        liberados: liberados.map((s) => s.id),
      }
    }),
  )
}
