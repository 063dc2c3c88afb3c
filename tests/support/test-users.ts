import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client.ts'
import { users } from '../../server/db/schema/cuenta.ts'
import { hashPassword } from '../../server/lib/auth/passwords.ts'
import { createSession } from '../../server/lib/auth/session-store.ts'
import { createUser } from '../../server/lib/auth/users.ts'

export const TEST_PASSWORD = 'clave-de-prueba-2026'

/**
 * A user of the given level with a live session; the password is TEST_PASSWORD. Its email
 * counts as proven from level 1 up, as for the accounts staff make (docs/decisions/0015).
 */
export async function createTestUser(
  db: Db,
  options: { level: number; departments?: string[]; email?: string; emailVerificado?: boolean },
) {
  const user = await createUser(db, {
    email: options.email ?? `usuario-${randomBytes(4).toString('hex')}@example.com`,
    passwordHash: await hashPassword(TEST_PASSWORD),
    nombre: 'Prueba',
    apellido: `Nivel ${options.level}`,
    level: options.level,
    departments: options.departments ?? [],
    emailVerificado: options.emailVerificado ?? options.level >= 1,
  })
  return { user, token: await createSession(db, user.id, 'vitest') }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** A member's account (level 1) linked to their socio record, with a live session. */
export async function createMemberUser(db: Db, socioId: number) {
  const { user, token } = await createTestUser(db, { level: 1 })
  await db.update(users).set({ socioId }).where(eq(users.id, user.id))
  return { user: { ...user, socioId }, token }
}
