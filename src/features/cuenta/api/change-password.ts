import { useMutation } from '@tanstack/react-query'
import type { PasswordChangeInput } from '@/domain/cuenta/auth'
import { http } from '@/lib/http'

/** POST /auth/password: the account's other sessions end; this one goes on. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (input: PasswordChangeInput) => {
      await http.post('auth/password', { json: input })
    },
  })
