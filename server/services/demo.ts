import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { socios, users } from '../db/schema.ts'
import { hashPassword } from './passwords.ts'
import { seedSocios } from './seed-socios.ts'
import { createUser } from './users.ts'

/**
 * Demo accounts for a first look, printed when created (DESIGN.md §9). Their password is
 * random unless DEMO_PASSWORD says otherwise: a forgotten DEMO=0 must not leave an
 * administrator with a password published in the repository.
 */
export const DEMO_ACCOUNTS = [
  {
    role: 'Administrador',
    email: 'admin@demo.clubsantarosa.com.ar',
    nombre: 'Marta',
    apellido: 'Quiroga',
    level: 3,
  },
  {
    role: 'Socio',
    email: 'socio@demo.clubsantarosa.com.ar',
    nombre: 'Julián',
    apellido: 'Ferreyra',
    level: 1,
  },
] as const

/**
 * Seeds the demo accounts when the database has no users at all; returns each account
 * with its password (none when it did nothing).
 */
export async function seedDemoAccounts(db: Db, password: string | undefined) {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1)
  if (anyUser) return []
  const created = []
  for (const account of DEMO_ACCOUNTS) {
    const accountPassword = password ?? randomBytes(9).toString('base64url')
    created.push({ ...account, password: accountPassword })
    await createUser(db, {
      email: account.email,
      passwordHash: await hashPassword(accountPassword),
      nombre: account.nombre,
      apellido: account.apellido,
      level: account.level,
    })
  }
  return created
}

const DEMO_MEMBERS = 200

/** About 200 realistic members on a database that has none; returns how many it added. */
export async function seedDemoSocios(db: Db): Promise<number> {
  const [anySocio] = await db.select({ id: socios.id }).from(socios).limit(1)
  if (anySocio) return 0
  return (await seedSocios(db, DEMO_MEMBERS, { seed: 2026 })).socios
}
