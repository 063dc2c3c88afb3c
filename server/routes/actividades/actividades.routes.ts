import { Hono, type Context } from 'hono'
import { ACTIVIDAD_MENSAJE as M } from '../../../src/domain/actividades/actividades.ts'
import {
  actividadesQuerySchema,
  actividadInputSchema,
  actividadListSchema,
  actividadPatchSchema,
  actividadSchema,
  inscripcionInputSchema,
  inscripcionListSchema,
} from '../../../src/domain/actividades/actividades-api.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditEntry, AuditLog } from '../auditoria/auditoria-writer.ts'
import { accessDenied, requireLevel } from '../../lib/auth/auth.ts'
import { jsonBodyLimit } from '../../lib/http/body-limit.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import { jsonBody, pathId, queryParams } from '../../lib/http/validate.ts'
import { describe, idParam } from '../../lib/http/openapi/describe.ts'
import { crearActividad, editarActividad } from './actividad-guardar.ts'
import { getActividad, listActividades } from './actividades-list.ts'
import { darDeBaja, inscribir, listInscripciones } from './inscripciones.ts'

const ADMIN_RULE = { level: LEVEL.administrador }
const admin = requireLevel(LEVEL.administrador)
const idActividad = idParam('id', 'El número de actividad')
const idSocio = idParam('socioId', 'El número de socio')

export type ActividadesDeps = { db: Db; audit: AuditLog }

/**
 * Activities (docs/product.md#api-actividades): the catalogue for everyone, its changes and
 * the enrolments for administrators, each change written to the activity log.
 */
export function actividadesRoutes({ db, audit }: ActividadesDeps) {
  const record = (
    c: Context<AppEnv>,
    accion: AuditEntry['accion'],
    detalle: AuditEntry['detalle'],
  ) => audit.record({ actor: c.get('user'), accion, ip: clientIp(c), detalle })

  /** The activity as it is after a change; 404 if it is gone. */
  const actividadActual = async (c: Context<AppEnv>, id: number, message: string) => {
    const actividad = await getActividad(db, id)
    return actividad ? ok(c, actividad, message) : fail(c, 404, M.noExiste)
  }

  return new Hono<AppEnv>()
    .use(compressed, jsonBodyLimit)
    .get(
      '/',
      describe({
        id: 'listarActividades',
        tag: 'actividades',
        summary: 'El catálogo de actividades, con inscriptos y cupo libre',
        description:
          'Las activas, para todos; con `todas=1`, también las archivadas (solo administradores).',
        access: 'public',
        answer: actividadListSchema,
        errors: { 403: 'todas=1 sin ser administrador' },
      }),
      noStore,
      queryParams(actividadesQuerySchema),
      async (c) => {
        const todas = c.req.valid('query').todas === '1'
        const denied = todas ? accessDenied(c.get('user'), ADMIN_RULE) : null
        if (denied) return fail(c, denied.status, denied.message)
        return ok(c, await listActividades(db, { todas }))
      },
    )
    .post(
      '/',
      describe({
        id: 'crearActividad',
        tag: 'actividades',
        summary: 'Crear una actividad',
        description: 'Queda en el registro de actividad, como cada cambio.',
        access: 'admin',
        answer: actividadSchema,
        okDescription: `'${M.creada}'`,
        errors: { 409: 'Ya existe una actividad con ese nombre' },
      }),
      admin,
      jsonBody(actividadInputSchema),
      async (c) => {
        const result = await crearActividad(db, c.req.valid('json'))
        if (result.kind === 'error') return fail(c, result.status, result.message)
        record(c, 'actividad-creada', { actividad: result.id, nombre: result.nombre })
        return actividadActual(c, result.id, M.creada)
      },
    )
    .patch(
      '/:id',
      describe({
        id: 'editarActividad',
        tag: 'actividades',
        summary: 'Cambiar una actividad, o archivarla (`activa: false`)',
        description:
          'Archivarla termina hoy las inscripciones abiertas, que quedan en el historial.',
        access: 'admin',
        parameters: [idActividad],
        answer: actividadSchema,
        okDescription: `'${M.guardada}'`,
        errors: {
          400: `Un campo inválido, '${M.edades}' o '${M.idInvalido}'`,
          404: `'${M.noExiste}'`,
          409: 'Ya existe una actividad con ese nombre',
        },
      }),
      admin,
      jsonBody(actividadPatchSchema),
      async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, M.idInvalido)
        const result = await editarActividad(db, id, c.req.valid('json'))
        if (result.kind === 'error') return fail(c, result.status, result.message)
        record(c, 'actividad-editada', {
          actividad: id,
          nombre: result.nombre,
          campos: result.cambios,
          ...(result.terminadas.length > 0 ? { inscripcionesTerminadas: result.terminadas } : {}),
        })
        return actividadActual(c, id, M.guardada)
      },
    )
    .get(
      '/:id/inscripciones',
      describe({
        id: 'listarInscripciones',
        tag: 'actividades',
        summary: 'Los inscriptos de una actividad y los que se dieron de baja',
        access: 'admin',
        parameters: [idActividad],
        answer: inscripcionListSchema,
        errors: { 400: `'${M.idInvalido}'`, 404: `'${M.noExiste}'` },
      }),
      noStore,
      admin,
      async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, M.idInvalido)
        if (!(await getActividad(db, id))) return fail(c, 404, M.noExiste)
        return ok(c, await listInscripciones(db, id))
      },
    )
    .post(
      '/:id/inscripciones',
      describe({
        id: 'inscribirSocio',
        tag: 'actividades',
        summary: 'Inscribir a un socio activo en una actividad',
        description: 'Responde la actividad con sus inscriptos y su cupo libre.',
        access: 'admin',
        parameters: [idActividad],
        answer: actividadSchema,
        okDescription: `'${M.inscripto}'`,
        errors: {
          400: `Un socio inválido o '${M.idInvalido}'`,
          404: `'${M.noExiste}' o '${M.socioNoExiste}'`,
          409: 'Sin cupo, fuera de la edad, ya inscripto, socio no activo o actividad archivada',
        },
      }),
      admin,
      jsonBody(inscripcionInputSchema),
      async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, M.idInvalido)
        const socioId = c.req.valid('json').socio_id
        const result = await inscribir(db, id, socioId)
        if (result.kind === 'error') return fail(c, result.status, result.message)
        record(c, 'inscripcion-alta', { actividad: id, nombre: result.nombre, socio: socioId })
        return actividadActual(c, id, M.inscripto)
      },
    )
    .delete(
      '/:id/inscripciones/:socioId',
      describe({
        id: 'darDeBajaInscripcion',
        tag: 'actividades',
        summary: 'Terminar la inscripción de un socio (queda en el historial)',
        access: 'admin',
        parameters: [idActividad, idSocio],
        answer: actividadSchema,
        okDescription: `'${M.baja}'`,
        errors: {
          400: `'${M.idInvalido}' o '${M.socioInvalido}'`,
          404: `'${M.noExiste}' o el socio no está inscripto`,
        },
      }),
      admin,
      async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, M.idInvalido)
        const socioId = pathId(c.req.param('socioId'))
        if (socioId === null) return fail(c, 400, M.socioInvalido)
        const result = await darDeBaja(db, id, socioId)
        if (result.kind === 'error') return fail(c, result.status, result.message)
        record(c, 'inscripcion-baja', { actividad: id, nombre: result.nombre, socio: socioId })
        return actividadActual(c, id, M.baja)
      },
    )
}
