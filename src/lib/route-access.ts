import type { QueryClient } from '@tanstack/react-query'
import { canAccess, type AccessRule } from '@/domain/user'
import { SESSION_KEY } from './session/session'
import type { UserData } from '@/domain/user'

/**
 * Whether a loader may prefetch for this rule: the section's guard renders the sign-in or
 * access-denied view otherwise, and a prefetch would only fetch a 401/403.
 */
export function mayLoad(queryClient: QueryClient, rule: AccessRule): boolean {
  const user = queryClient.getQueryData<UserData | null>(SESSION_KEY)
  return Boolean(user && canAccess(user, rule))
}
