import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { sessionResponseSchema, type LoginInput, type SignupInput } from '@/domain/auth'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { storeSession } from '@/lib/session'

const responseSchema = successEnvelope(sessionResponseSchema)

/** A POST answered with a session: on success the token is kept and the user is signed in. */
function useSessionMutation<Input>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) =>
      v.parse(responseSchema, await http.post(path, { json: input }).json()),
    onSuccess: ({ response }) => storeSession(queryClient, response.token, response.userData),
  })
}

/** POST /auth/login. */
export const useLogin = () => useSessionMutation<LoginInput>('auth/login')

/** POST /auth/signup: creates a level-0 account and signs in. */
export const useSignup = () => useSessionMutation<SignupInput>('auth/signup')
