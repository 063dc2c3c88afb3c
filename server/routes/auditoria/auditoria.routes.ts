import { Hono } from 'hono'
import { auditoriaFiltrosSchema } from '../../../src/domain/auditoria.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import type { AuditLog } from '../../lib/audit-log.ts'
import { requireLevel } from '../../lib/auth.ts'
import { compressed } from '../../lib/compression.ts'
import type { AppEnv } from '../../lib/context.ts'
import { ok } from '../../lib/envelope.ts'
import { noStore } from '../../lib/no-store.ts'
import { queryParams } from '../../lib/validate.ts'
import { listAuditoria } from './auditoria-list.ts'

const filtrosQuery = queryParams(auditoriaFiltrosSchema)

/** 'Registro de actividad' (docs/product.md#api-auditoria): read only, administrators only. */
export function auditoriaRoutes({ db, audit }: { db: Db; audit: AuditLog }) {
  return new Hono<AppEnv>()
    .use(compressed)
    .get('/', noStore, requireLevel(LEVEL.administrador), filtrosQuery, async (c) => {
      // What this process still buffers is written first, so the page is up to date.
      await audit.flush()
      return ok(c, await listAuditoria(db, c.req.valid('query')))
    })
}
