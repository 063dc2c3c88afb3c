import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  agregarMiembroSchema,
  disponiblesListSchema,
  grupoListSchema,
  grupoSchema,
  nombreGrupoSchema,
  quitarMiembroResultSchema,
} from '../../../src/domain/grupos/grupos-api.ts'
import {
  disponiblesFiltrosSchema,
  gruposFiltrosSchema,
} from '../../../src/domain/grupos/grupos-filtros.ts'
import { GRUPO_MENSAJE } from '../../../src/domain/grupos/grupos.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditEntry, AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { jsonBodyLimit } from '../../lib/http/body-limit.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import { jsonBody, pathId, queryParams } from '../../lib/http/validate.ts'
import { describe, idParam, type RouteDoc } from '../../lib/http/openapi/describe.ts'
import { listDisponibles } from './disponibles.ts'
import { eliminarGrupo } from './grupo-eliminar.ts'
import { agregarMiembro, quitarMiembro } from './grupo-miembros.ts'
import { crearGrupo, renombrarGrupo } from './grupo-nombre.ts'
import { getGrupo, listGrupos } from './grupos-list.ts'

const admin = requireLevel(LEVEL.administrador)
const idGrupo = idParam('id', 'El número de grupo')
/** What every change of a group answers: the group as it is after it. */
const grupoCambiado = (okDescription: string): Pick<RouteDoc, 'answer' | 'okDescription'> => ({
  answer: grupoSchema,
  okDescription,
})

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
      .get(
        '/',
        describe({
          id: 'listarGrupos',
          tag: 'grupos',
          summary: 'Los grupos familiares, con sus miembros y su descuento, paginados',
          access: 'admin',
          answer: grupoListSchema,
        }),
        noStore,
        admin,
        queryParams(gruposFiltrosSchema),
        async (c) => ok(c, await listGrupos(db, c.req.valid('query'))),
      )
      // Before '/:id', which would take 'disponibles' for an id.
      .get(
        '/disponibles',
        describe({
          id: 'sociosDisponibles',
          tag: 'grupos',
          summary: 'Los socios que pueden sumarse a un grupo, paginados',
          access: 'admin',
          answer: disponiblesListSchema,
        }),
        noStore,
        admin,
        queryParams(disponiblesFiltrosSchema),
        async (c) => ok(c, await listDisponibles(db, c.req.valid('query'))),
      )
      .get(
        '/:id',
        describe({
          id: 'verGrupo',
          tag: 'grupos',
          summary: 'Un grupo familiar',
          access: 'admin',
          parameters: [idGrupo],
          answer: grupoSchema,
          errors: {
            400: `'${GRUPO_MENSAJE.idInvalido}'`,
            404: `'${GRUPO_MENSAJE.noExiste}'`,
          },
        }),
        noStore,
        admin,
        async (c) => {
          const id = pathId(c.req.param('id'))
          if (id === null) return fail(c, 400, GRUPO_MENSAJE.idInvalido)
          const grupo = await getGrupo(db, id)
          return grupo ? ok(c, grupo) : fail(c, 404, GRUPO_MENSAJE.noExiste)
        },
      )
      .post(
        '/',
        describe({
          id: 'crearGrupo',
          tag: 'grupos',
          summary: 'Crear un grupo familiar',
          description: 'Queda en el registro de actividad, como cada cambio de un grupo.',
          access: 'admin',
          ...grupoCambiado(`'${GRUPO_MENSAJE.creado}'`),
          errors: { 409: 'Ya existe un grupo con ese nombre' },
        }),
        admin,
        jsonBody(nombreGrupoSchema),
        async (c) => {
          const result = await crearGrupo(db, c.req.valid('json').nombre)
          if (result.kind === 'error') return fail(c, result.status, result.message)
          record(c, 'grupo-creado', { grupo: result.id, nombre: result.nombre })
          return grupoActual(c, result.id, GRUPO_MENSAJE.creado)
        },
      )
      .patch(
        '/:id',
        describe({
          id: 'renombrarGrupo',
          tag: 'grupos',
          summary: 'Cambiar el nombre de un grupo familiar',
          access: 'admin',
          parameters: [idGrupo],
          ...grupoCambiado(`'${GRUPO_MENSAJE.renombrado}'`),
          errors: {
            400: `Un nombre inválido o '${GRUPO_MENSAJE.idInvalido}'`,
            404: `'${GRUPO_MENSAJE.noExiste}'`,
            409: 'Ya existe un grupo con ese nombre',
          },
        }),
        admin,
        jsonBody(nombreGrupoSchema),
        async (c) => {
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
        },
      )
      .delete(
        '/:id',
        describe({
          id: 'eliminarGrupo',
          tag: 'grupos',
          summary: 'Eliminar un grupo familiar: sus miembros quedan sin grupo',
          access: 'admin',
          parameters: [idGrupo],
          answer: v.object({ id: v.number() }),
          okDescription: `'${GRUPO_MENSAJE.eliminado}'`,
          errors: {
            400: `'${GRUPO_MENSAJE.idInvalido}'`,
            404: `'${GRUPO_MENSAJE.noExiste}'`,
          },
        }),
        admin,
        async (c) => {
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
        },
      )
      .post(
        '/:id/miembros',
        describe({
          id: 'agregarMiembro',
          tag: 'grupos',
          summary: 'Sumar un socio activo a un grupo familiar',
          access: 'admin',
          parameters: [idGrupo],
          ...grupoCambiado(`'${GRUPO_MENSAJE.agregado}'`),
          errors: {
            400: `Un socio inválido o '${GRUPO_MENSAJE.idInvalido}'`,
            404: `'${GRUPO_MENSAJE.noExiste}' o '${GRUPO_MENSAJE.socioNoExiste}'`,
            409: 'El socio ya está en un grupo, no está activo o no tiene acceso de socio',
          },
        }),
        admin,
        jsonBody(agregarMiembroSchema),
        async (c) => {
          const id = pathId(c.req.param('id'))
          if (id === null) return fail(c, 400, GRUPO_MENSAJE.idInvalido)
          const { socio_id: socioId } = c.req.valid('json')
          const result = await agregarMiembro(db, id, socioId)
          if (result.kind === 'error') return fail(c, result.status, result.message)
          record(c, 'grupo-miembro-agregado', { grupo: id, nombre: result.nombre, socio: socioId })
          return grupoActual(c, id, GRUPO_MENSAJE.agregado)
        },
      )
      .delete(
        '/:id/miembros/:socioId',
        describe({
          id: 'quitarMiembro',
          tag: 'grupos',
          summary: 'Quitar un socio de un grupo familiar',
          description: 'Si quedan un miembro o ninguno, el grupo se elimina y `grupo` es null.',
          access: 'admin',
          parameters: [idGrupo, idParam('socioId', 'El número de socio')],
          answer: quitarMiembroResultSchema,
          okDescription: `'${GRUPO_MENSAJE.quitado}' o '${GRUPO_MENSAJE.eliminadoAlQuitar}'`,
          errors: {
            400: `'${GRUPO_MENSAJE.idInvalido}' o '${GRUPO_MENSAJE.socioInvalido}'`,
            404: `'${GRUPO_MENSAJE.noExiste}', '${GRUPO_MENSAJE.socioNoExiste}' o '${GRUPO_MENSAJE.noEsMiembro}'`,
          },
        }),
        admin,
        async (c) => {
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
        },
      )
  )
}
