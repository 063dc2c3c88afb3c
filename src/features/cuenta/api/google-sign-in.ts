import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { oauthResponseSchema } from '@/domain/cuenta/auth'
import { http } from '@/lib/http'
import { storeSession } from '@/lib/session/session'

async function googleSignIn(credential: string) {
  return v.parse(
    oauthResponseSchema,
    await http.post('auth/oauth', { json: { token: credential } }).json(),
  )
}

/** POST /auth/oauth with Google's credential: signs in, or returns a preregistered profile. */
export function useGoogleSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: googleSignIn,
    onSuccess: (result) => {
      if (!result.preregistered) {
        storeSession(queryClient, result.response.token, result.response.userData)
      }
    },
  })
}
