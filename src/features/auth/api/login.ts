import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { sessionResponseSchema, type LoginInput } from '@/domain/auth'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'
import { storeSession } from '@/lib/session'

const responseSchema = successEnvelope(sessionResponseSchema)

async function login(input: LoginInput) {
  return v.parse(responseSchema, await http.post('auth/login', { json: input }).json())
}

/** POST /auth/login; on success the token is kept and the user becomes the session. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: ({ response }) => storeSession(queryClient, response.token, response.userData),
  })
}
