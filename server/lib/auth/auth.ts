import { createMiddleware } from 'hono/factory'
import { PORTERIA } from '../../../src/domain/porteria/gate-access.ts'
import { canAccess, type AccessRule } from '../../../src/domain/user.ts'
import type { SessionStore } from './session-store.ts'
import type { UserRow } from './users.ts'
import type { AppEnv } from '../http/context.ts'
import { fail } from '../http/envelope.ts'

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(header: string | undefined): string | null {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null
}

/** The user of a request's `Authorization` header, or null without a live session. */
export function sessionUser(
  sessions: SessionStore,
  authorization: string | undefined,
): Promise<UserRow | null> {
  return userOf(sessions, bearerToken(authorization))
}

const userOf = (sessions: SessionStore, token: string | null) =>
  token ? sessions.resolve(token) : Promise.resolve(null)

/** Reads `Authorization: Bearer <token>` and sets `user` (null without a live session). */
export const sessionMiddleware = (sessions: SessionStore) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    const user = await userOf(sessions, token)
    c.set('token', user ? token : null)
    c.set('user', user)
    await next()
  })

/** Why a request may not go on: 401 without a session, 403 when the rule does not allow it. */
export function accessDenied(
  user: UserRow | null,
  rule: AccessRule,
): { status: 401 | 403; message: string } | null {
  if (!user) return { status: 401, message: 'No estás autenticado' }
  if (!canAccess(user, rule))
    return { status: 403, message: 'No tenés permiso para realizar esta acción' }
  return null
}

/** 401 without a session, 403 when the user's level and departments do not allow it. */
export const requireLevel = (level: number, departments?: readonly string[]) => {
  const rule: AccessRule = { level, departments }
  return createMiddleware<AppEnv>(async (c, next) => {
    const denied = accessDenied(c.get('user'), rule)
    if (denied) return fail(c, denied.status, denied.message)
    await next()
  })
}

/**
 * Who runs the gate: administrators (level 3 and above always pass) and members of the
 * `control` department (level 1 or more), as `canAccess` reads the rule.
 */
export const gatekeeper = requireLevel(PORTERIA.level, PORTERIA.departments)
