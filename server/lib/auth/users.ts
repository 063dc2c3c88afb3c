import { eq, sql } from 'drizzle-orm'
import type { UserData } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { users } from '../../db/schema/cuenta.ts'

export type UserRow = typeof users.$inferSelect

export class DuplicateEmailError extends Error {}

/** userData (docs/product.md#api-auth) for a user row. */
export function toUserData(user: UserRow): UserData {
  return {
    id: user.id,
    socio_id: user.socioId,
    level: user.level,
    departments: user.departments,
    email: user.email,
    persona: { nombre: user.nombre, apellido: user.apellido, apodo: null },
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return user
}

/** Google verified this account's email at a sign-in: from now on it may be linked. */
export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ emailVerificado: true }).where(eq(users.id, userId))
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleId, googleId))
  return user
}

type NewUser = {
  email: string
  passwordHash: string | null
  nombre: string
  apellido: string
  level?: number
  departments?: string[]
  googleId?: string | null
  /** Proven to be the holder's: Google verified it, or staff made the account. */
  emailVerificado?: boolean
}

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw new DuplicateEmailError()
  try {
    const [user] = await db
      .insert(users)
      .values({ ...input, email: input.email.toLowerCase() })
      .returning()
    return user!
  } catch (error) {
    // Two signups racing for one email: the unique index decides.
    if (uniqueViolation(error) !== null) throw new DuplicateEmailError()
    throw error
  }
}
