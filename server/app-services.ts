import type { Db } from './db/client.ts'
import { DEFAULT_VAPID_SUBJECT } from './env.ts'
import { createAuditLog } from './routes/auditoria/auditoria-writer.ts'
import { createPasswordHasher } from './lib/auth/passwords.ts'
import { createPushSender, type PushSenderOptions } from './routes/push/push-sender.ts'
import { createQrKeys } from './routes/carnet/qr-keys.ts'
import { createSessionStore } from './lib/auth/session-store.ts'
import { createSignatureChecker } from './lib/infra/signature-thread.ts'
import { createKeyPurge } from './routes/alta/idempotency.ts'
import { createAddressLimits } from './routes/cuenta/address-limit.ts'
import { createLoginThrottle } from './routes/cuenta/login-throttle.ts'
import { createServerSecret } from './routes/cuenta/server-secret.ts'
import { createCheckinBuffer } from './routes/porteria/checkin-buffer.ts'
import { createGateKey } from './routes/porteria/gate-key.ts'
import { createMemberCopy } from './routes/porteria/member-copy.ts'
import { createRecentEntries } from './routes/porteria/recent-entries.ts'
import { createRevokedDevices } from './routes/porteria/validar-token/revoked-devices.ts'
import { createSearchLimit } from './routes/porteria/search-limit.ts'
import { createNotifyLimit } from './routes/push/notify-limit.ts'
import { createStaticMap } from './routes/configuracion/static-map.ts'

export type AppServices = ReturnType<typeof createServices>

/**
 * What the server keeps for as long as it runs, over one database: built once by createApp
 * and handed to the routers (and to the Node listener of validarToken), so that every path
 * shares one session store, one copy of the members and one check-in buffer.
 */
export function createServices(
  db: Db,
  options: {
    startSignatureThread?: boolean
    shared?: boolean
    /** The club's static map: its tile server and the folder it is kept in. */
    staticMap?: Parameters<typeof createStaticMap>[0]
    /** Web Push: the VAPID subject, the extra allowed origins, a test CA. */
    push?: PushSenderOptions | undefined
  } = {},
) {
  const signatures = createSignatureChecker({ startNow: options.startSignatureThread })
  const checkins = createCheckinBuffer(db)
  const memberCopy = createMemberCopy(db)
  const passwords = createPasswordHasher()
  const audit = createAuditLog(db)
  // Other processes write check-ins only over PostgreSQL (PGlite: one process, data-dir-lock).
  const recentEntries = createRecentEntries(db, { shared: options.shared })
  const revokedDevices = createRevokedDevices(db)
  const gateKey = createGateKey(db)
  const searchLimit = createSearchLimit()
  const notifyLimit = createNotifyLimit(db)
  const staticMap = createStaticMap(options.staticMap)
  const push = createPushSender(db, options.push ?? { subject: DEFAULT_VAPID_SUBJECT })
  return {
    db,
    sessions: createSessionStore(db),
    qrKeys: createQrKeys(db, signatures),
    memberCopy,
    checkins,
    audit,
    recentEntries,
    revokedDevices,
    serverSecret: createServerSecret(db),
    gateKey,
    searchLimit,
    notifyLimit,
    purgeOldKeys: createKeyPurge(db),
    passwords,
    loginThrottle: createLoginThrottle(db),
    addressLimits: createAddressLimits(db),
    staticMap,
    push,
    /**
     * Refuses the password work still waiting, writes the buffered check-ins and activity
     * log and waits for the reads under way, stops the map's tile fetches, then the
     * signature checks: before the database closes (server/index.ts). Notifications under
     * way are sent first: they read the database.
     */
    async close() {
      passwords.close()
      await push.close()
      await checkins.close()
      await audit.close()
      await recentEntries.close()
      await revokedDevices.close()
      await memberCopy.close()
      gateKey.close()
      searchLimit.close()
      await notifyLimit.close()
      await staticMap.close()
      await signatures.close()
    },
  }
}
