import type { UserRow } from './users.ts'

/** Per-request values set by the session middleware. */
export type AppEnv = {
  Variables: {
    user: UserRow | null
    token: string | null
  }
}
