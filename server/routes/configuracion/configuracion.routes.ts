import { Hono } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { clubSettingsSchema } from '../../../src/domain/configuracion/configuracion.ts'
import {
  imagenSubidaSchema,
  TIPOS_IMAGEN_CLUB,
} from '../../../src/domain/configuracion/configuracion-imagenes.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditLog } from '../auditoria/auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { jsonBodyLimit, limitBody } from '../../lib/http/body-limit.ts'
import { clientIp } from '../../lib/http/client-ip.ts'
import { getClubSettings } from './club-settings.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { fail, ok } from '../../lib/http/envelope.ts'
import { MAX_IMAGE_BYTES } from '../../lib/uploads/images.ts'
import { invalid, jsonBody } from '../../lib/http/validate.ts'
import { describe, documented, imageBody } from '../../lib/http/openapi/describe.ts'
import { readClubImage, removeUnusedImages, saveClubImage } from './club-images.ts'
import type { MapScale } from './map-image.ts'
import { detalleDelCambio, imagenesUsadas, updateClubSettings } from './settings-update.ts'
import type { StaticMap } from './static-map.ts'

const admin = requireLevel(LEVEL.administrador)

/** The answers of the image upload (docs/product.md#api-settings), the member photos' words. */
const IMAGEN = {
  falta: 'Falta la imagen',
  grande: 'El archivo debe ser menor a 10MB',
  invalida: 'Por favor selecciona un archivo de imagen válido',
  tipo: 'Tipo de imagen inválido: hero, sponsor o escudo',
  sinCarpeta: 'Este servidor no guarda imágenes subidas',
} as const

const tipoSchema = v.object({ tipo: v.picklist(TIPOS_IMAGEN_CLUB) })
const tipoQuery = documented(
  validator('query', (value, c) => {
    const parsed = v.safeParse(tipoSchema, value)
    return parsed.success ? parsed.output : fail(c, 400, IMAGEN.tipo)
  }),
  'query',
  tipoSchema,
)

export type SettingsDeps = {
  db: Db
  staticMap: StaticMap
  audit: AuditLog
  /** Where the images uploaded from /admin/configuracion live (DATA_DIR/club); none: no upload. */
  imagesDir: string | undefined
}

export function settingsRoutes({ db, staticMap, audit, imagesDir }: SettingsDeps) {
  return (
    new Hono<AppEnv>()
      .get(
        '/public',
        describe({
          id: 'configuracionPublica',
          tag: 'configuracion',
          summary: 'La configuración del club que muestran las páginas',
          description: '`Cache-Control: no-cache`.',
          access: 'public',
          answer: clubSettingsSchema,
        }),
        compressed,
        async (c) => {
          c.header('Cache-Control', 'no-cache')
          return ok(c, await getClubSettings(db))
        },
      )
      // The whole settings, from /admin/configuracion (docs/product.md#configuracion).
      .put(
        '/',
        describe({
          id: 'guardarConfiguracion',
          tag: 'configuracion',
          summary: 'Guardar la configuración del club, entera',
          description:
            'Queda en el registro de actividad (las claves cambiadas). Las imágenes subidas que ya no se usan se borran a partir del día.',
          access: 'admin',
          answer: clubSettingsSchema,
          okDescription: "'Configuración guardada', con la configuración nueva",
          errors: {
            400: 'Un dato inválido: el mensaje de su regla, una imagen que no existe o una categoría que todavía tiene socios',
          },
        }),
        compressed,
        jsonBodyLimit,
        admin,
        jsonBody(clubSettingsSchema),
        async (c) => {
          const result = await updateClubSettings(db, imagesDir, c.req.valid('json'))
          if (result.kind === 'invalid') return invalid(c, [result.message])
          const detalle = detalleDelCambio(result.antes, result.despues)
          if (detalle) {
            audit.record({
              actor: c.get('user'),
              accion: 'configuracion',
              ip: clientIp(c),
              detalle,
            })
          }
          await removeUnusedImages(imagesDir, imagenesUsadas(result.despues))
          c.header('Cache-Control', 'no-store')
          return ok(c, result.despues, 'Configuración guardada')
        },
      )
      // An image for the settings: the body is the image, judged by its content.
      .post(
        '/imagenes',
        describe({
          id: 'subirImagenClub',
          tag: 'configuracion',
          summary: 'Subir una imagen para la configuración (fondo, sponsor o escudo)',
          description:
            'Guarda todas las variantes que piden las páginas y responde el `src` a poner en la configuración: el mismo archivo, el mismo `src`.',
          access: 'admin',
          requestBody: imageBody('La imagen, de hasta 10 MB: se juzga por su contenido'),
          answer: imagenSubidaSchema,
          errors: {
            400: "'Falta la imagen' o 'Tipo de imagen inválido: hero, sponsor o escudo'",
            413: "'El archivo debe ser menor a 10MB'",
            415: "'Por favor selecciona un archivo de imagen válido'",
            503: "'Este servidor no guarda imágenes subidas' (sin carpeta para ellas)",
          },
        }),
        compressed,
        admin,
        limitBody(MAX_IMAGE_BYTES, IMAGEN.grande),
        tipoQuery,
        async (c) => {
          if (!imagesDir) return fail(c, 503, IMAGEN.sinCarpeta)
          const bytes = new Uint8Array(await c.req.arrayBuffer())
          if (bytes.length === 0) return fail(c, 400, IMAGEN.falta)
          if (bytes.length >= MAX_IMAGE_BYTES) return fail(c, 413, IMAGEN.grande)
          const src = await saveClubImage(imagesDir, c.req.valid('query').tipo, bytes)
          return src ? ok(c, { src }) : fail(c, 415, IMAGEN.invalida)
        },
      )
      // Public, and named by their content: kept by every cache for good.
      .get(
        '/imagenes/:file',
        describe({
          id: 'imagenClub',
          tag: 'configuracion',
          summary: 'Una imagen subida desde la configuración',
          description:
            'Su nombre sale de su contenido: `Cache-Control: public, max-age=31536000, immutable`.',
          access: 'public',
          parameters: [
            {
              name: 'file',
              in: 'path',
              required: true,
              description: '{tipo}-{hash}[-{ancho}].{avif|webp}, como lo arma el servidor',
              schema: { type: 'string' },
            },
          ],
          raw: { types: ['image/avif', 'image/webp'], description: 'La imagen' },
          errors: { 404: "'Imagen no encontrada'" },
        }),
        async (c) => {
          const image = await readClubImage(imagesDir, c.req.param('file'))
          if (!image) return fail(c, 404, 'Imagen no encontrada')
          return c.body(image.bytes, 200, {
            'Content-Type': image.type,
            'Content-Length': String(image.bytes.byteLength),
            'Cache-Control': 'public, max-age=31536000, immutable',
          })
        },
      )
      // The club's static map (docs/architecture.md#static-map): public, WebP, never compressed.
      .get(
        '/mapa',
        describe({
          id: 'mapaDelClub',
          tag: 'configuracion',
          summary: 'El mapa de los alrededores del club (WebP)',
          description:
            '640 × 360, o 1280 × 720 con `escala=2`. `Cache-Control: public, max-age=86400` y un `ETag` (con `If-None-Match`: 304).',
          access: 'public',
          parameters: [
            {
              name: 'escala',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: ['1', '2'], default: '1' },
            },
          ],
          raw: { types: ['image/webp'], description: 'El mapa', headers: { ETag: 'Su versión' } },
          more: { '304': { description: 'El mapa no cambió desde el `ETag` de `If-None-Match`' } },
          errors: {
            400: "'La escala debe ser 1 o 2'",
            503: { description: "'El mapa no está disponible'", retryAfter: true },
          },
        }),
        async (c) => {
          const escala = c.req.query('escala') ?? '1'
          if (escala !== '1' && escala !== '2') return fail(c, 400, 'La escala debe ser 1 o 2')
          const { lat, lng } = (await getClubSettings(db)).direccion
          const answer = await staticMap.get({ lat, lng }, Number(escala) as MapScale)
          if (!answer.ok) {
            c.header('Retry-After', String(answer.retryAfter))
            c.header('Cache-Control', 'no-store')
            return fail(c, 503, 'El mapa no está disponible')
          }
          const { body, etag } = answer.image
          const headers = { 'Cache-Control': 'public, max-age=86400', ETag: etag }
          const known = c.req
            .header('If-None-Match')
            ?.split(',')
            .map((tag) => tag.trim())
          if (known?.includes(etag) || known?.includes('*')) return c.body(null, 304, headers)
          return c.body(body, 200, {
            ...headers,
            'Content-Type': 'image/webp',
            'Content-Length': String(body.byteLength),
          })
        },
      )
  )
}
