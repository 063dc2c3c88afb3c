import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { resetLinkSchema } from '@/domain/cuenta/auth'
import { successEnvelope } from '@/domain/envelope'
import { http } from '@/lib/http'

const responseSchema = successEnvelope(resetLinkSchema)

/** POST /socios/{id}/reset-link: a one-time link for the member to set a new password. */
export const useResetLink = () =>
  useMutation({
    mutationFn: async (id: number) =>
      v.parse(responseSchema, await http.post(`socios/${id}/reset-link`).json()).response,
  })
