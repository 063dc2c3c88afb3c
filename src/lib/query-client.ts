import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { defaultShouldDehydrateQuery, dehydrate, QueryClient } from '@tanstack/react-query'
import type {
  PersistedClient,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'

const DAY = 24 * 60 * 60_000
export const PERSISTED_CACHE_KEY = 'club-query-cache'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // gcTime ≥ the persister's maxAge, or restored data would be dropped at once.
      queries: { gcTime: 7 * DAY, retry: 1, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}

/** The query cache survives reloads without network in IndexedDB (docs/architecture.md#offline). */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createAsyncStoragePersister({
    storage: { getItem: get, setItem: set, removeItem: del },
    key: PERSISTED_CACHE_KEY,
    // IndexedDB keeps structured clones: the member's photo survives as the Blob it is.
    serialize: (client) => client as unknown as string,
    deserialize: (stored) => stored as unknown as PersistedClient,
  }),
  maxAge: 7 * DAY,
  buster: __BUILD_ID__,
  // A query that says `meta: { persist: false }` (an ID scan) stays in memory only.
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
  },
}

/**
 * Writes the cache to IndexedDB now. The persister writes at most once a second, and a
 * write still waiting is lost when the page goes: a change the user must see on the next
 * page (the club's settings) is written before its success is shown.
 */
export async function saveCacheNow(queryClient: QueryClient): Promise<void> {
  const persisted: PersistedClient = {
    timestamp: Date.now(),
    buster: __BUILD_ID__,
    clientState: dehydrate(queryClient, persistOptions.dehydrateOptions),
  }
  // As the persister's own writes: a device that cannot keep the cache still saved the change.
  await set(PERSISTED_CACHE_KEY, persisted).catch(() => undefined)
}
