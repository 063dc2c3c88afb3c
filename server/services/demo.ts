import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { hashPassword } from './passwords.ts'
import { createUser } from './users.ts'

/** Demo accounts for a first look; printed at start (DESIGN.md §9). */
export const DEMO_ACCOUNTS = [
  {
    role: 'Administrador',
    email: 'admin@demo.clubsantarosa.com.ar',
    password: 'Administrador-2026',
    nombre: 'Marta',
    apellido: 'Quiroga',
    level: 3,
  },
  {
    role: 'Socio',
    email: 'socio@demo.clubsantarosa.com.ar',
    password: 'Socio-Demo-2026',
    nombre: 'Julián',
    apellido: 'Ferreyra',
    level: 1,
  },
] as const

/** Seeds the demo accounts when the database has no users at all. Returns whether it did. */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1)
  if (anyUser) return false
  for (const account of DEMO_ACCOUNTS) {
    await createUser(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      nombre: account.nombre,
      apellido: account.apellido,
      level: account.level,
    })
  }
  return true
}
