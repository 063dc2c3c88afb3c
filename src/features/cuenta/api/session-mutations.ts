import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  sessionResponseSchema,
  type LoginInput,
  type PasswordResetInput,
  type SignupInput,
} from '@/domain/cuenta/auth'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { storeSession } from '@/lib/session/session'

const responseSchema = successEnvelope(sessionResponseSchema)

/**
 * A POST answered with a session: on success the token is kept and the user is signed in.
 * `fresh`: what the cache holds may be another user's (a link opened on a signed-in
 * device), so it is dropped first.
 */
function useSessionMutation<Input>(path: string, { fresh = false } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) =>
      v.parse(responseSchema, await http.post(path, { json: input }).json()),
    onSuccess: ({ response }) => {
      if (fresh) queryClient.clear()
      storeSession(queryClient, response.token, response.userData)
    },
  })
}

/** POST /auth/login. */
export const useLogin = () => useSessionMutation<LoginInput>('auth/login')

/** POST /auth/signup: creates a level-0 account and signs in. */
export const useSignup = () => useSessionMutation<SignupInput>('auth/signup')

/** POST /auth/reset: a reset link's new password; signs in. */
export const useResetPassword = () =>
  useSessionMutation<PasswordResetInput>('auth/reset', { fresh: true })
