import { LEVEL, type UserData } from '../user.ts'

/**
 * Whether the account has a card: a member record linked to it, and a member's level
 * (docs/product.md#digital-card). Staff without one have no card entries. Apart from
 * `user.ts`, which the first load carries: only the member area asks.
 */
export function hasCard(user: Pick<UserData, 'level' | 'socio_id'>): boolean {
  return user.socio_id !== null && user.level >= LEVEL.socio
}
