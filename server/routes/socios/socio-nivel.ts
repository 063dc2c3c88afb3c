import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema/cuenta.ts'

/**
 * A member's level (docs/architecture.md#family-groups): their account's, 1 when they have
 * none. A correlated subquery on the unique `users.socio_id`.
 */
export function nivelSocioSql(socioId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`coalesce((select ${users.level} from ${users}
    where ${users.socioId} = ${socioId}), 1)`.mapWith(Number)
}

/**
 * `nivelSocioSql(socioId) >= 1` as a NOT EXISTS, which the planner can run as one anti-join
 * over a whole list instead of a lookup per member.
 */
export function conNivelSql(socioId: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${users}
    where ${users.socioId} = ${socioId} and ${users.level} < 1)`
}
