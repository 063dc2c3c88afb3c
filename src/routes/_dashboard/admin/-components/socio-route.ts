import type { QueryClient } from '@tanstack/react-query'
import { LEVEL } from '@/domain/user'
import { mayLoad } from '@/lib/route-access'
import { socioIdParams } from '@/lib/route-params'

type LoaderArgs<K extends string> = {
  context: { queryClient: QueryClient }
  params: Record<K, number>
}

/** `params` and `loader` of an administrator's page about one member, `key` naming its id. */
export function socioRoute<K extends string>(key: K) {
  return {
    params: socioIdParams(key),
    loader: async ({ context, params }: LoaderArgs<K>) => {
      if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
      const { socioDetailQueryOptions } = await import('@/entities/socio/socio-detail-query')
      await context.queryClient.ensureQueryData(socioDetailQueryOptions(params[key]))
    },
  }
}
