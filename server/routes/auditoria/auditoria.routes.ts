import { Hono } from 'hono'
import { auditoriaFiltrosSchema } from '../../../src/domain/auditoria/auditoria.ts'
import { auditoriaListaSchema } from '../../../src/domain/auditoria/auditoria-api.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditLog } from './auditoria-writer.ts'
import { requireLevel } from '../../lib/auth/auth.ts'
import { compressed } from '../../lib/http/compression.ts'
import type { AppEnv } from '../../lib/http/context.ts'
import { ok } from '../../lib/http/envelope.ts'
import { noStore } from '../../lib/http/no-store.ts'
import { queryParams } from '../../lib/http/validate.ts'
import { describe } from '../../lib/http/openapi/describe.ts'
import { listAuditoria } from './auditoria-list.ts'

const filtrosQuery = queryParams(auditoriaFiltrosSchema)

/** 'Registro de actividad' (docs/product.md#api-auditoria): read only, administrators only. */
export function auditoriaRoutes({ db, audit }: { db: Db; audit: AuditLog }) {
  return new Hono<AppEnv>().use(compressed).get(
    '/',
    describe({
      id: 'registroDeActividad',
      tag: 'auditoria',
      summary: 'El registro de actividad: quién hizo qué, filtrado y paginado',
      access: 'admin',
      answer: auditoriaListaSchema,
    }),
    noStore,
    requireLevel(LEVEL.administrador),
    filtrosQuery,
    async (c) => {
      // What this process still buffers is written first, so the page is up to date.
      await audit.flush()
      return ok(c, await listAuditoria(db, c.req.valid('query')))
    },
  )
}
