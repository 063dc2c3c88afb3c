import { Hono } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { clubSettingsSchema } from '../../../src/domain/settings.ts'
import { TIPOS_IMAGEN_CLUB } from '../../../src/domain/settings-imagenes.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditLog } from '../../lib/audit-log.ts'
import { requireLevel } from '../../lib/auth.ts'
import { jsonBodyLimit, limitBody } from '../../lib/body-limit.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { getClubSettings } from '../../lib/club-settings.ts'
import { compressed } from '../../lib/compression.ts'
import type { AppEnv } from '../../lib/context.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { MAX_IMAGE_BYTES } from '../../lib/images.ts'
import { invalid, jsonBody } from '../../lib/validate.ts'
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

const tipoQuery = validator('query', (value, c) => {
  const parsed = v.safeParse(v.object({ tipo: v.picklist(TIPOS_IMAGEN_CLUB) }), value)
  return parsed.success ? parsed.output : fail(c, 400, IMAGEN.tipo)
})

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
      .get('/public', compressed, async (c) => {
        c.header('Cache-Control', 'no-cache')
        return ok(c, await getClubSettings(db))
      })
      // The whole settings, from /admin/configuracion (docs/product.md#configuracion).
      .put('/', compressed, jsonBodyLimit, admin, jsonBody(clubSettingsSchema), async (c) => {
        const result = await updateClubSettings(db, imagesDir, c.req.valid('json'))
        if (result.kind === 'invalid') return invalid(c, [result.message])
        const detalle = detalleDelCambio(result.antes, result.despues)
        if (detalle) {
          audit.record({ actor: c.get('user'), accion: 'configuracion', ip: clientIp(c), detalle })
        }
        await removeUnusedImages(imagesDir, imagenesUsadas(result.despues))
        c.header('Cache-Control', 'no-store')
        return ok(c, result.despues, 'Configuración guardada')
      })
      // An image for the settings: the body is the image, judged by its content.
      .post(
        '/imagenes',
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
      .get('/imagenes/:file', async (c) => {
        const image = await readClubImage(imagesDir, c.req.param('file'))
        if (!image) return fail(c, 404, 'Imagen no encontrada')
        return c.body(image.bytes, 200, {
          'Content-Type': image.type,
          'Content-Length': String(image.bytes.byteLength),
          'Cache-Control': 'public, max-age=31536000, immutable',
        })
      })
      // The club's static map (docs/architecture.md#static-map): public, WebP, never compressed.
      .get('/mapa', async (c) => {
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
      })
  )
}
