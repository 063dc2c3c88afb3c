import { eq, sql } from 'drizzle-orm'
import { beforeAll } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { socios } from '../../server/db/schema/socios.ts'
import { users } from '../../server/db/schema/cuenta.ts'
import { rowsOf } from '../../server/routes/cuotas/generar-cuotas.ts'
import { useTestApp, type TestApp } from './test-app.ts'
import { bearer, createTestUser } from './test-users.ts'

export type Respuesta = {
  status: number
  body: { success: boolean; message?: string; response?: unknown }
}

/** This file's app, and calls to /api/grupos… as an administrator made before the tests. */
export function useGruposApi() {
  const testApp = useTestApp()
  let admin = ''
  beforeAll(async () => {
    admin = (await createTestUser(testApp.database.db, { level: 3 })).token
  })
  return { testApp, api: gruposApi(testApp, () => admin) }
}

/** A call to /api/grupos… as `token`'s account, with its status and envelope. */
function gruposApi(testApp: TestApp, token: () => string) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<Respuesta> => {
    const res = await testApp.app.request(`/api/grupos${path}`, {
      method,
      headers: {
        ...bearer(token()),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Respuesta['body'] }
  }
}

/** The family group a member is in, straight from the table. */
export async function grupoDe(db: Db, socioId: number): Promise<number | null> {
  const [row] = await db
    .select({ grupoId: socios.grupoId })
    .from(socios)
    .where(eq(socios.id, socioId))
  return row?.grupoId ?? null
}

/** Members whose grupo_id names no group: there must never be one. */
export async function miembrosHuerfanos(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from socios s
    where s.grupo_id is not null and not exists (select 1 from grupos g where g.id = s.grupo_id)`)
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0)
}

/** Gives a member an account of `level`; returns the account's id. */
export async function conCuenta(db: Db, socioId: number, level: number): Promise<number> {
  const { user } = await createTestUser(db, { level })
  await db.update(users).set({ socioId }).where(eq(users.id, user.id))
  return user.id
}
