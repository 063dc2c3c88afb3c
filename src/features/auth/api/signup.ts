import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { sessionResponseSchema, type SignupInput } from '@/domain/auth'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { storeSession } from '@/lib/session'

const responseSchema = successEnvelope(sessionResponseSchema)

async function signup(input: SignupInput) {
  return v.parse(responseSchema, await http.post('auth/signup', { json: input }).json())
}

/** POST /auth/signup: creates a level-0 account and signs in. */
export function useSignup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signup,
    onSuccess: ({ response }) => storeSession(queryClient, response.token, response.userData),
  })
}
