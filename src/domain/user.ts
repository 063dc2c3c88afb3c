import * as v from 'valibot'

/** userData (docs/product.md#api-auth). */
export const userDataSchema = v.object({
  id: v.number(),
  socio_id: v.nullable(v.number()),
  level: v.number(),
  departments: v.array(v.string()),
  email: v.string(),
  persona: v.nullable(
    v.object({
      nombre: v.string(),
      apellido: v.string(),
      apodo: v.optional(v.nullable(v.string())),
    }),
  ),
})

export type UserData = v.InferOutput<typeof userDataSchema>

export const LEVEL = { registrado: 0, socio: 1, administrador: 3 } as const

export type AccessRule = { level: number; departments?: readonly string[] }

/**
 * The access rule (docs/product.md#the-access-rule): level 3 and above is administrator and always
 * passes; otherwise the level must be met and, when departments are required, one shared.
 */
export function canAccess(
  user: Pick<UserData, 'level' | 'departments'>,
  rule: AccessRule,
): boolean {
  if (user.level >= LEVEL.administrador) return true
  if (user.level < rule.level) return false
  const required = rule.departments ?? []
  return required.length === 0 || required.some((d) => user.departments.includes(d))
}

/** Administrators' panel and everyone else's account: where signing in leads. */
export type LandingPath = '/admin/menu' | '/cuenta/micuenta'

/**
 * Where a person lands after signing in (docs/product.md#sign-in-screen): administrators on
 * their panel, everyone else on their account.
 */
export function landingPath(user: Pick<UserData, 'level'>): LandingPath {
  return user.level >= LEVEL.administrador ? '/admin/menu' : '/cuenta/micuenta'
}
