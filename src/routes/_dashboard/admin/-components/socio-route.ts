import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { LEVEL } from '@/domain/user'
import { HTTPError } from '@/lib/http'
import { mayLoad } from '@/lib/route-access'

type LoaderArgs<K extends string> = {
  context: { queryClient: QueryClient }
  params: Record<K, number>
}

/**
 * `loader` of an administrator's page about one member, `key` naming its id (with `params:
 * socioIdParams(key)`). A member the server does not have is the route's not-found (its
 * `notFoundComponent`, inside the dashboard). Given as the route's `loader`, not spread into
 * its options, the router plugin moves it into the page's chunk, out of the entry.
 */
export function socioLoader<K extends string>(key: K) {
  return async ({ context, params }: LoaderArgs<K>) => {
    if (!mayLoad(context.queryClient, { level: LEVEL.administrador })) return
    const { socioDetailQueryOptions } = await import('@/entities/socio/socio-detail-query')
    try {
      await context.queryClient.ensureQueryData(socioDetailQueryOptions(params[key]))
    } catch (error) {
      if (error instanceof HTTPError && [400, 404].includes(error.response.status)) throw notFound()
      throw error
    }
  }
}
