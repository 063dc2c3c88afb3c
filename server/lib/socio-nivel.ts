import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from '../db/schema.ts'

/**
 * A member's level (docs/architecture.md#family-groups): their account's, 1 when they have
 * none. A correlated subquery on the unique `users.socio_id`.
 */
export function nivelSocioSql(socioId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`coalesce((select ${users.level} from ${users}
    where ${users.socioId} = ${socioId}), 1)`.mapWith(Number)
}
