import type { QueryClient } from '@tanstack/react-query'
import { LEVEL } from '@/domain/user'
import { mayLoad } from '@/lib/route-access'

type LoaderArgs<K extends string> = {
  context: { queryClient: QueryClient }
  params: Record<K, number>
}

/**
 * `loader` of an administrator's page about one member, `key` naming its id (with `params:
 * socioIdParams(key)`). Given as the route's `loader`, not spread into its options, the router
 * plugin moves it into the page's chunk, out of the entry.
 */
export function socioLoader<K extends string>(key: K) {
  return async ({ context, params }: LoaderArgs<K>) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    const { socioDetailQueryOptions } = await import('@/entities/socio/socio-detail-query')
    await context.queryClient.ensureQueryData(socioDetailQueryOptions(params[key]))
  }
}
