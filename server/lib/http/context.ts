import type { UserRow } from '../auth/users.ts'

/** Per-request values set by the middleware of server/app.ts. */
export type AppEnv = {
  Variables: {
    user: UserRow | null
    token: string | null
    /** The client's address (lib/http/client-ip.ts), null when the socket had none. */
    clientIp: string | null
  }
}
