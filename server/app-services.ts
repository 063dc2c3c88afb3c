import type { Db } from './db/client.ts'
import { createQrKeys } from './lib/qr-keys.ts'
import { createSessionStore } from './lib/session-store.ts'
import { createSignatureChecker } from './lib/signature-thread.ts'
import { createKeyPurge } from './routes/alta/idempotency.ts'
import { createServerSecret } from './routes/auth/server-secret.ts'
import { createCheckinBuffer } from './routes/gate/checkin-buffer.ts'
import { createMemberCopy } from './routes/gate/member-copy.ts'

export type AppServices = ReturnType<typeof createServices>

/**
 * What the server keeps for as long as it runs, over one database: built once by createApp
 * and handed to the routers (and to the Node listener of validarToken), so that every path
 * shares one session store, one copy of the members and one check-in buffer.
 */
export function createServices(db: Db, options: { startSignatureThread?: boolean } = {}) {
  const signatures = createSignatureChecker({ startNow: options.startSignatureThread })
  const checkins = createCheckinBuffer(db)
  const memberCopy = createMemberCopy(db)
  return {
    db,
    sessions: createSessionStore(db),
    qrKeys: createQrKeys(db, signatures),
    memberCopy,
    checkins,
    serverSecret: createServerSecret(db),
    purgeOldKeys: createKeyPurge(db),
    /**
     * Writes the buffered check-ins and waits for the member copy's update, then stops the
     * signature checks: before the database closes (server/index.ts).
     */
    async close() {
      await checkins.close()
      await memberCopy.close()
      await signatures.close()
    },
  }
}
