import { createMiddleware } from 'hono/factory'
import { canAccess, type AccessRule } from '../../src/domain/user.ts'
import type { Db } from '../db/client.ts'
import { resolveSession } from '../services/sessions.ts'
import type { AppEnv } from './context.ts'
import { fail } from './envelope.ts'

/** Reads `Authorization: Bearer <token>` and sets `user` (null without a live session). */
export const sessionMiddleware = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization')
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null
    const user = token ? await resolveSession(db, token) : null
    c.set('token', user ? token : null)
    c.set('user', user)
    await next()
  })

/** 401 without a session, 403 when the user's level and departments do not allow it. */
export const requireLevel = (level: number, departments?: readonly string[]) => {
  const rule: AccessRule = { level, departments }
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user')
    if (!user) return fail(c, 401, 'No estás autenticado')
    if (!canAccess(user, rule)) return fail(c, 403, 'No tenés permiso para realizar esta acción')
    await next()
  })
}
