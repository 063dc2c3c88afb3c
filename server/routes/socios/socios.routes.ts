import { Hono, type Context } from 'hono'
import { stream } from 'hono/streaming'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { PORTERIA } from '../../../src/domain/gate-access.ts'
import { socioUpdateSchema } from '../../../src/domain/socios-api.ts'
import { socioFiltrosSchema } from '../../../src/domain/socios-filtros.ts'
import { canAccess, LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditLog } from '../../lib/audit-log.ts'
import { requireLevel } from '../../lib/auth.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { jsonBodyLimit, limitBody } from '../../lib/body-limit.ts'
import { compressed } from '../../lib/compression.ts'
import type { AppEnv } from '../../lib/context.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { MAX_IMAGE_BYTES } from '../../lib/images.ts'
import { invalid, jsonBody, pathId, queryParams } from '../../lib/validate.ts'
import { getSocioDetail } from './socio-detail.ts'
import {
  IMAGENES,
  replaceSocioImage,
  socioImage,
  TIPOS_DOCUMENTO,
  type TipoImagen,
} from './socio-photos.ts'
import { updateSocio } from './socio-update.ts'
import { exportSociosCsv } from './socios-export.ts'
import { listSocios } from './socios-list.ts'

const admin = requireLevel(LEVEL.administrador)

/** The answers of the photo replacement (docs/product.md#api-socios). */
const FOTO = {
  actualizada: 'Foto actualizada',
  falta: 'Falta la imagen',
  grande: 'El archivo debe ser menor a 10MB',
  invalida: 'Por favor selecciona un archivo de imagen válido',
} as const

/** One image of up to 10 MB as the whole body. */
const imageBodyLimit = limitBody(MAX_IMAGE_BYTES, FOTO.grande)

const filtrosQuery = queryParams(socioFiltrosSchema)

/** Administrators see every member; a member only themself (docs/architecture.md#authorization). */
function maySee(c: Context<AppEnv>, id: number) {
  const user = c.get('user')!
  return user.level >= LEVEL.administrador || user.socioId === id
}

/** A photo is also for the gatekeepers, who compare it with the face in front of them. */
const maySeePhoto = (c: Context<AppEnv>, id: number) =>
  maySee(c, id) || canAccess(c.get('user')!, PORTERIA)

export type SociosDeps = { db: Db; uploadsDir: string; audit: AuditLog }

export function sociosRoutes({ db, uploadsDir, audit }: SociosDeps) {
  const routes = new Hono<AppEnv>()
    .get('/getSocios', compressed, admin, filtrosQuery, async (c) =>
      ok(c, await listSocios(db, c.req.valid('query'))),
    )
    .get('/getSocio', compressed, requireLevel(LEVEL.socio), async (c) => {
      const id = pathId(c.req.query('id'))
      if (id === null) return fail(c, 400, 'Número de socio inválido')
      if (!maySee(c, id)) return fail(c, 403, 'No tenés permiso para ver este socio')
      const socio = await getSocioDetail(db, id)
      return socio ? ok(c, socio) : fail(c, 404, 'Socio no encontrado')
    })
    .get('/export', compressed, admin, filtrosQuery, (c) => {
      const filtros = c.req.valid('query')
      const { search, estado, sort } = filtros
      const detalle = { search, estado, sort }
      audit.record({ actor: c.get('user'), accion: 'socios-exportados', ip: clientIp(c), detalle })
      c.header('Content-Type', 'text/csv; charset=utf-8')
      c.header('Content-Disposition', `attachment; filename="socios-${diaDelClub()}.csv"`)
      c.header('Cache-Control', 'no-store')
      return stream(c, async (out) => {
        for await (const chunk of exportSociosCsv(db, filtros)) await out.write(chunk)
      })
    })
    .patch('/:id', compressed, jsonBodyLimit, admin, jsonBody(socioUpdateSchema), async (c) => {
      const id = pathId(c.req.param('id'))
      if (id === null) return fail(c, 400, 'Número de socio inválido')
      const result = await updateSocio(db, id, c.req.valid('json'), diaDelClub())
      if (result.kind === 'not-found') return fail(c, 404, 'Socio no encontrado')
      if (result.kind === 'conflict') return fail(c, 409, result.message)
      if (result.kind === 'invalid') return invalid(c, [result.message])
      // The fields changed, never their values: the log is not a copy of the member's data
      // (a DNI, a phone). An edit that changed nothing is no edit.
      if (result.campos.length > 0) {
        const detalle = { socioId: id, campos: result.campos }
        audit.record({ actor: c.get('user'), accion: 'socio-editado', ip: clientIp(c), detalle })
      }
      return ok(c, await getSocioDetail(db, id), 'Socio actualizado')
    })
    .put('/:id/foto', compressed, admin, imageBodyLimit, (c) => replaceImage(c, 'principal'))
    .put('/:id/imagenes/:tipo', compressed, admin, imageBodyLimit, (c) => {
      const tipo = c.req.param('tipo')
      if (!TIPOS_DOCUMENTO.has(tipo)) return fail(c, 404, 'Imagen no encontrada')
      return replaceImage(c, tipo as TipoImagen)
    })
    .get('/:id/foto', compressed, requireLevel(LEVEL.socio), async (c) => {
      const id = pathId(c.req.param('id'))
      if (id === null) return fail(c, 400, 'Número de socio inválido')
      if (!maySeePhoto(c, id)) return fail(c, 403, 'No tenés permiso para ver esta foto')
      return sendImage(c, id, 'principal')
    })
    .get('/:id/imagenes/:tipo', compressed, admin, async (c) => {
      const id = pathId(c.req.param('id'))
      const tipo = c.req.param('tipo')
      if (id === null || !TIPOS_DOCUMENTO.has(tipo)) return fail(c, 404, 'Imagen no encontrada')
      return sendImage(c, id, tipo, 'no-store')
    })
  return routes

  /**
   * PUT of a member's photo or document image (docs/product.md#api-socios): the body is the
   * image, judged by its content; the file and its row are replaced together
   * (`replaceSocioImage`). The activity log names the image, never its bytes or file name.
   */
  async function replaceImage(c: Context<AppEnv>, tipo: TipoImagen) {
    const id = pathId(c.req.param('id'))
    if (id === null) return fail(c, 400, 'Número de socio inválido')
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    if (bytes.length === 0) return fail(c, 400, FOTO.falta)
    if (bytes.length >= MAX_IMAGE_BYTES) return fail(c, 413, FOTO.grande)
    const result = await replaceSocioImage(db, uploadsDir, { id, tipo, bytes })
    if (result === 'sin-socio') return fail(c, 404, 'Socio no encontrado')
    if (result === 'no-es-imagen') return fail(c, 415, FOTO.invalida)
    const detalle = { socioId: id, campos: [IMAGENES[tipo].campo] }
    audit.record({ actor: c.get('user'), accion: 'socio-editado', ip: clientIp(c), detalle })
    return ok(c, await getSocioDetail(db, id), FOTO.actualizada)
  }

  /**
   * A member's photo may be kept, but is checked again on every use (a change of photo or
   * of access shows at once) and never served to another session (`Vary`); an ID scan is
   * never kept (docs/architecture.md#authorization).
   */
  async function sendImage(
    c: Context<AppEnv>,
    id: number,
    tipo: string,
    cacheControl = 'private, no-cache',
  ) {
    const file = await socioImage(db, uploadsDir, id, tipo)
    if (!file)
      return fail(c, 404, tipo === 'principal' ? 'El socio no tiene foto' : 'Imagen no encontrada')
    return c.body(file.bytes, 200, {
      'Content-Type': file.type,
      'Cache-Control': cacheControl,
      Vary: 'Authorization',
    })
  }
}
