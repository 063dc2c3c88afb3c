import { Hono } from 'hono'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { requireLevel } from '../../lib/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { ok } from '../../lib/envelope.ts'
import { listQrPublicKeys } from '../../services/qr-keys.ts'

/**
 * Who runs the gate: administrators (level 3 and above always pass) and members of the
 * `control` department (level 1 or more), as `canAccess` reads the rule.
 */
const gatekeeper = requireLevel(LEVEL.socio, ['control'])

export function gateRoutes(db: Db) {
  return new Hono<AppEnv>().get('/keys', gatekeeper, async (c) => {
    const keys = await listQrPublicKeys(db)
    // A gate may keep them for 5 minutes; it asks again when a token names an unknown kid.
    c.header('Cache-Control', 'private, max-age=300')
    return ok(c, { keys })
  })
}
