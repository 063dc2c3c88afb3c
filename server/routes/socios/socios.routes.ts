import { Hono, type Context } from 'hono'
import { stream } from 'hono/streaming'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { PORTERIA } from '../../../src/domain/porteria/gate-access.ts'
import {
  socioDetailSchema,
  socioListSchema,
  socioUpdateSchema,
} from '../../../src/domain/socios/socios-api.ts'
import { socioFiltrosSchema } from '../../../src/domain/socios/socios-filtros.ts'
import { canAccess, LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { jsonBodyLimit, limitBody } from '../../lib/http/body-limit.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { MAX_IMAGE_BYTES } from '../../lib/uploads/images.ts'
import { getActividad } from '../actividades/actividades-list.ts'
import { describe, idParam, imageBody } from '../../lib/http/openapi/describe.ts'
import { invalid, jsonBody, pathId, queryParams } from '../../lib/http/validate.ts'
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

const idSocio = idParam('id', 'El número de socio')
/** The images of a member besides the photo (socio-photos.ts). */
const tipoImagen = {
  name: 'tipo',
  in: 'path' as const,
  required: true,
  description: 'Qué imagen del documento',
  schema: { type: 'string' as const, enum: ['documentoFrente', 'documentoDorso'] },
}
const IMAGEN_TIPOS = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

/** Administrators see every member; a member only themself (docs/architecture.md#authorization). */
function maySee(c: Context<AppEnv>, id: number) {
  const user = c.get('user')!
  return user.level >= LEVEL.administrador || user.socioId === id
}

/** A photo is also for the gatekeepers, who compare it with the face in front of them. */
const maySeePhoto = (c: Context<AppEnv>, id: number) =>
  maySee(c, id) || canAccess(c.get('user')!, PORTERIA)

/** What the replacement of a photo or a document's image answers. */
const fotoNueva = {
  answer: socioDetailSchema,
  okDescription: "'Foto actualizada', con la ficha del socio",
  errors: {
    400: "'Falta la imagen' o 'Número de socio inválido'",
    404: "'Socio no encontrado'",
    413: "'El archivo debe ser menor a 10MB'",
    415: "'Por favor selecciona un archivo de imagen válido'",
  },
}

export type SociosDeps = { db: Db; uploadsDir: string; audit: AuditLog }

export function sociosRoutes({ db, uploadsDir, audit }: SociosDeps) {
  const routes = new Hono<AppEnv>()
    .get(
      '/getSocios',
      describe({
        id: 'listarSocios',
        tag: 'socios',
        summary: 'La lista de socios, filtrada, ordenada y paginada',
        access: 'admin',
        answer: socioListSchema,
      }),
      compressed,
      admin,
      filtrosQuery,
      async (c) => ok(c, await listSocios(db, c.req.valid('query'))),
    )
    .get(
      '/getSocio',
      describe({
        id: 'verSocio',
        tag: 'socios',
        summary: 'La ficha de un socio',
        access: 'member',
        parameters: [idParam('id', 'El número de socio', 'query')],
        answer: socioDetailSchema,
        errors: {
          400: "'Número de socio inválido'",
          403: "'No tenés permiso para ver este socio': un socio ve solo su ficha",
          404: "'Socio no encontrado'",
        },
      }),
      compressed,
      requireLevel(LEVEL.socio),
      async (c) => {
        const id = pathId(c.req.query('id'))
        if (id === null) return fail(c, 400, 'Número de socio inválido')
        if (!maySee(c, id)) return fail(c, 403, 'No tenés permiso para ver este socio')
        const socio = await getSocioDetail(db, id)
        return socio ? ok(c, socio) : fail(c, 404, 'Socio no encontrado')
      },
    )
    .get(
      '/export',
      describe({
        id: 'exportarSocios',
        tag: 'socios',
        summary: 'La lista de socios como CSV, con los filtros de la lista',
        description: 'Queda en el registro de actividad (socios-exportados).',
        access: 'admin',
        raw: {
          types: ['text/csv'],
          description: 'Un CSV en UTF-8, descargado como socios-AAAA-MM-DD.csv',
          headers: { 'Content-Disposition': 'attachment; filename="socios-AAAA-MM-DD.csv"' },
        },
      }),
      compressed,
      admin,
      filtrosQuery,
      async (c) => {
        const filtros = c.req.valid('query')
        const { search, estado, sort, actividad } = filtros
        // The activity by its name: the log never shows an internal number.
        const filtrada = actividad ? await getActividad(db, actividad) : null
        const detalle = {
          search,
          estado,
          sort,
          ...(actividad ? { actividad: filtrada?.nombre ?? String(actividad) } : {}),
        }
        audit.record({
          actor: c.get('user'),
          accion: 'socios-exportados',
          ip: clientIp(c),
          detalle,
        })
        c.header('Content-Type', 'text/csv; charset=utf-8')
        c.header('Content-Disposition', `attachment; filename="socios-${diaDelClub()}.csv"`)
        c.header('Cache-Control', 'no-store')
        return stream(c, async (out) => {
          for await (const chunk of exportSociosCsv(db, filtros)) await out.write(chunk)
        })
      },
    )
    .patch(
      '/:id',
      describe({
        id: 'editarSocio',
        tag: 'socios',
        summary: 'Cambiar los datos de un socio',
        description:
          'Los campos ausentes quedan como están. Queda en el registro de actividad (socio-editado, con los campos, nunca los valores).',
        access: 'admin',
        parameters: [idSocio],
        answer: socioDetailSchema,
        okDescription: "'Socio actualizado', con la ficha nueva",
        errors: {
          400: "Un dato inválido (el mensaje de su regla) o 'Número de socio inválido'",
          404: "'Socio no encontrado'",
          409: 'El documento o el email ya son de otra persona',
        },
      }),
      compressed,
      jsonBodyLimit,
      admin,
      jsonBody(socioUpdateSchema),
      async (c) => {
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
      },
    )
    .put(
      '/:id/foto',
      describe({
        id: 'reemplazarFotoSocio',
        tag: 'socios',
        summary: 'Reemplazar la foto de un socio',
        access: 'admin',
        parameters: [idSocio],
        requestBody: imageBody('La imagen, de hasta 10 MB: se juzga por su contenido'),
        ...fotoNueva,
      }),
      compressed,
      admin,
      imageBodyLimit,
      (c) => replaceImage(c, 'principal'),
    )
    .put(
      '/:id/imagenes/:tipo',
      describe({
        id: 'reemplazarImagenDocumento',
        tag: 'socios',
        summary: 'Reemplazar el frente o el dorso del documento de un socio',
        access: 'admin',
        parameters: [idSocio, tipoImagen],
        requestBody: imageBody('La imagen, de hasta 10 MB: se juzga por su contenido'),
        ...fotoNueva,
        errors: { ...fotoNueva.errors, 404: "'Socio no encontrado' o 'Imagen no encontrada'" },
      }),
      compressed,
      admin,
      imageBodyLimit,
      (c) => {
        const tipo = c.req.param('tipo')
        if (!TIPOS_DOCUMENTO.has(tipo)) return fail(c, 404, 'Imagen no encontrada')
        return replaceImage(c, tipo as TipoImagen)
      },
    )
    .get(
      '/:id/foto',
      describe({
        id: 'fotoSocio',
        tag: 'socios',
        summary: 'La foto de un socio',
        description:
          'Para el socio, los administradores y la portería, que la compara con quien entra. `Cache-Control: private, no-cache` y `Vary: Authorization`.',
        access: 'member',
        parameters: [idSocio],
        raw: { types: IMAGEN_TIPOS, description: 'La foto' },
        errors: {
          400: "'Número de socio inválido'",
          403: "'No tenés permiso para ver esta foto'",
          404: "'El socio no tiene foto'",
        },
      }),
      compressed,
      requireLevel(LEVEL.socio),
      async (c) => {
        const id = pathId(c.req.param('id'))
        if (id === null) return fail(c, 400, 'Número de socio inválido')
        if (!maySeePhoto(c, id)) return fail(c, 403, 'No tenés permiso para ver esta foto')
        return sendImage(c, id, 'principal')
      },
    )
    .get(
      '/:id/imagenes/:tipo',
      describe({
        id: 'imagenDocumento',
        tag: 'socios',
        summary: 'El frente o el dorso del documento de un socio',
        description: '`Cache-Control: no-store`.',
        access: 'admin',
        parameters: [idSocio, tipoImagen],
        raw: { types: IMAGEN_TIPOS, description: 'La imagen' },
        errors: { 404: "'Imagen no encontrada'" },
      }),
      compressed,
      admin,
      async (c) => {
        const id = pathId(c.req.param('id'))
        const tipo = c.req.param('tipo')
        if (id === null || !TIPOS_DOCUMENTO.has(tipo)) return fail(c, 404, 'Imagen no encontrada')
        return sendImage(c, id, tipo, 'no-store')
      },
    )
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
