import { Hono, type Context } from 'hono'
import { stream } from 'hono/streaming'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { PORTERIA } from '../../../src/domain/gate-access.ts'
import { socioUpdateSchema } from '../../../src/domain/socios-api.ts'
import { socioFiltrosSchema } from '../../../src/domain/socios-filtros.ts'
import { canAccess, LEVEL } from '../../../src/domain/user.ts'
import { validate } from '../../../src/domain/validation.ts'
import type { Db } from '../../db/client.ts'
import { requireLevel } from '../../lib/auth.ts'
import { jsonBodyLimit } from '../../lib/body-limit.ts'
import { compressed } from '../../lib/compression.ts'
import type { AppEnv } from '../../lib/context.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { invalid, jsonBody } from '../../lib/validate.ts'
import { getSocioDetail } from './socio-detail.ts'
import { socioImage, TIPOS_DOCUMENTO } from './socio-photos.ts'
import { updateSocio } from './socio-update.ts'
import { exportSociosCsv } from './socios-export.ts'
import { listSocios } from './socios-list.ts'

const admin = requireLevel(LEVEL.administrador)

const filtrosQuery = validator('query', (value, c) => {
  const result = validate(socioFiltrosSchema, value)
  return result.success ? result.output : invalid(c, result.messages)
})

const idSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))

/** The member id of the path or query, or null when it is not a member number. */
const socioId = (raw: string | undefined) => {
  const parsed = v.safeParse(idSchema, raw ?? '')
  return parsed.success ? parsed.output : null
}

/** Administrators see every member; a member only themself (docs/architecture.md#authorization). */
function maySee(c: Context<AppEnv>, id: number) {
  const user = c.get('user')!
  return user.level >= LEVEL.administrador || user.socioId === id
}

/** A photo is also for the gatekeepers, who compare it with the face in front of them. */
const maySeePhoto = (c: Context<AppEnv>, id: number) =>
  maySee(c, id) || canAccess(c.get('user')!, PORTERIA)

export function sociosRoutes(db: Db, uploadsDir: string) {
  const routes = new Hono<AppEnv>()
    .get('/getSocios', compressed, admin, filtrosQuery, async (c) =>
      ok(c, await listSocios(db, c.req.valid('query'))),
    )
    .get('/getSocio', compressed, requireLevel(LEVEL.socio), async (c) => {
      const id = socioId(c.req.query('id'))
      if (id === null) return fail(c, 400, 'Número de socio inválido')
      if (!maySee(c, id)) return fail(c, 403, 'No tenés permiso para ver este socio')
      const socio = await getSocioDetail(db, id)
      return socio ? ok(c, socio) : fail(c, 404, 'Socio no encontrado')
    })
    .get('/export', compressed, admin, filtrosQuery, (c) => {
      const filtros = c.req.valid('query')
      c.header('Content-Type', 'text/csv; charset=utf-8')
      c.header('Content-Disposition', `attachment; filename="socios-${diaDelClub()}.csv"`)
      c.header('Cache-Control', 'no-store')
      return stream(c, async (out) => {
        for await (const chunk of exportSociosCsv(db, filtros)) await out.write(chunk)
      })
    })
    .patch('/:id', compressed, jsonBodyLimit, admin, jsonBody(socioUpdateSchema), async (c) => {
      const id = socioId(c.req.param('id'))
      if (id === null) return fail(c, 400, 'Número de socio inválido')
      const updated = await updateSocio(db, id, c.req.valid('json'), diaDelClub())
      if (!updated) return fail(c, 404, 'Socio no encontrado')
      return ok(c, await getSocioDetail(db, id), 'Socio actualizado')
    })
    .get('/:id/foto', compressed, requireLevel(LEVEL.socio), async (c) => {
      const id = socioId(c.req.param('id'))
      if (id === null) return fail(c, 400, 'Número de socio inválido')
      if (!maySeePhoto(c, id)) return fail(c, 403, 'No tenés permiso para ver esta foto')
      return sendImage(c, id, 'principal')
    })
    .get('/:id/imagenes/:tipo', compressed, admin, async (c) => {
      const id = socioId(c.req.param('id'))
      const tipo = c.req.param('tipo')
      if (id === null || !TIPOS_DOCUMENTO.has(tipo)) return fail(c, 404, 'Imagen no encontrada')
      return sendImage(c, id, tipo)
    })
  return routes

  async function sendImage(c: Context<AppEnv>, id: number, tipo: string) {
    const file = await socioImage(db, uploadsDir, id, tipo)
    if (!file)
      return fail(c, 404, tipo === 'principal' ? 'El socio no tiene foto' : 'Imagen no encontrada')
    return c.body(file.bytes, 200, {
      'Content-Type': file.type,
      // Private: a person's photo is for them and the club, never for a shared cache.
      'Cache-Control': 'private, max-age=86400',
    })
  }
}
