import { Hono, type Context } from 'hono'
import { agregarMiembroSchema, nombreGrupoSchema } from '../../../src/domain/grupos-api.ts'
import {
  disponiblesFiltrosSchema,
  gruposFiltrosSchema,
} from '../../../src/domain/grupos-filtros.ts'
import { GRUPO_MENSAJE } from '../../../src/domain/grupos.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditEntry, AuditLog } from '../../lib/audit-log.ts'
import { requireLevel } from '../../lib/auth.ts'
import { jsonBodyLimit } from '../../lib/body-limit.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { compressed } from '../../lib/compression.ts'
import type { AppEnv } from '../../lib/context.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { noStore } from '../../lib/no-store.ts'
import { jsonBody, pathId, queryParams } from '../../lib/validate.ts'
import { listDisponibles } from './disponibles.ts'
import { eliminarGrupo } from './grupo-eliminar.ts'
import { agregarMiembro, quitarMiembro } from './grupo-miembros.ts'
import { crearGrupo, renombrarGrupo } from './grupo-nombre.ts'
import { getGrupo, listGrupos } from './grupos-list.ts'

const admin = requireLevel(LEVEL.administrador)

export type GruposDeps = { db: Db; audit: AuditLog }

/**
 * Family groups (docs/product.md#api-grupos), the administrators' alone: the list and one
 * group with their members and discount, the members who may join, and every change, each
 * written to the activity log.
 */
export function gruposRoutes({ db, audit }: GruposDeps) {
  const record = (
    c: Context<AppEnv>,
    accion: AuditEntry['accion'],
    detalle: AuditEntry['detalle'],
  ) => audit.record({ actor: c.get('user'), accion, ip: clientIp(c), detalle })

  /** A group as it is after a change; 404 if someone deleted it in between. */
  const grupoActual = async (c: Context<AppEnv>, id: number, message: string) => {
    const grupo = await getGrupo(db, id)
    return grupo ? ok(c, grupo, message) : fail(c, 404, GRUPO_MENSAJE.noExiste)
  }

  return (
    new Hono<AppEnv>()
      .use(compressed, jsonBodyLimit)
      .get('/', noStore, admin, queryParams(gruposFiltrosSchema), async (c) =>
        ok(c, await listGrupos(db, c.req.valid('query'))),
      )
      // Before '/:id', which would take 'disponibles' for an id.
      .get('/disponibles', noStore, admin, queryParams(disponiblesFiltrosSchema), async (c) =>
        ok(c, await listDisponibles(db, c.req.valid('query'))),
      )
      .get('/:id', noStore, admin, async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, GRUPO_MENSAJE.idInvalido)
        const grupo = await getGrupo(db, id)
        return grupo ? ok(c, grupo) : fail(c, 404, GRUPO_MENSAJE.noExiste)
      })
      .post('/', admin, jsonBody(nombreGrupoSchema), async (c) => {
        const result = await crearGrupo(db, c.req.valid('json').nombre)
        if (result.kind === 'error') return fail(c, result.status, result.message)
        record(c, 'grupo-creado', { grupo: result.id, nombre: result.nombre })
        return grupoActual(c, result.id, GRUPO_MENSAJE.creado)
      })
      .patch('/:id', admin, jsonBody(nombreGrupoSchema), async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, GRUPO_MENSAJE.idInvalido)
        const result = await renombrarGrupo(db, id, c.req.valid('json').nombre)
        if (result.kind === 'error') return fail(c, result.status, result.message)
        record(c, 'grupo-renombrado', {
          grupo: id,
          nombre: result.nombre,
          anterior: result.anterior,
        })
        return grupoActual(c, id, GRUPO_MENSAJE.renombrado)
      })
      .delete('/:id', admin, async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, GRUPO_MENSAJE.idInvalido)
        const result = await eliminarGrupo(db, id)
        if (!result) return fail(c, 404, GRUPO_MENSAJE.noExiste)
        record(c, 'grupo-eliminado', {
          grupo: id,
          nombre: result.nombre,
          miembros: result.miembros,
        })
        return ok(c, { id }, GRUPO_MENSAJE.eliminado)
      })
      .post('/:id/miembros', admin, jsonBody(agregarMiembroSchema), async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, GRUPO_MENSAJE.idInvalido)
        const { socio_id: socioId } = c.req.valid('json')
        const result = await agregarMiembro(db, id, socioId)
        if (result.kind === 'error') return fail(c, result.status, result.message)
        record(c, 'grupo-miembro-agregado', { grupo: id, nombre: result.nombre, socio: socioId })
        return grupoActual(c, id, GRUPO_MENSAJE.agregado)
      })
      .delete('/:id/miembros/:socioId', admin, async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, GRUPO_MENSAJE.idInvalido)
        const socioId = pathId(c.req.param('socioId'))
        if (socioId === null) return fail(c, 400, GRUPO_MENSAJE.socioInvalido)
        const result = await quitarMiembro(db, id, socioId)
        if (result.kind === 'error') return fail(c, result.status, result.message)
        record(c, 'grupo-miembro-quitado', {
          grupo: id,
          nombre: result.nombre,
          socio: socioId,
          grupoEliminado: result.eliminado,
        })
        if (!result.eliminado) {
          const grupo = await getGrupo(db, id)
          return ok(c, { grupo }, GRUPO_MENSAJE.quitado)
        }
        record(c, 'grupo-eliminado', {
          grupo: id,
          nombre: result.nombre,
          miembros: result.liberados,
          motivo: 'quedaba un miembro o ninguno',
        })
        return ok(c, { grupo: null }, GRUPO_MENSAJE.eliminadoAlQuitar)
      })
  )
}
