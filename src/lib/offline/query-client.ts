import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  MutationCache,
  partialMatchKey,
  QueryClient,
  type Query,
} from '@tanstack/react-query'
import type {
  PersistedClient,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { CLUB_SETTINGS_KEY } from '../club-settings'
import { SESSION_KEY } from '../session/session'
import { tokenStorage } from '../session/token-storage'

const DAY = 24 * 60 * 60_000
export const PERSISTED_CACHE_KEY = 'club-query-cache'

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // A change the user made is on disk before its success shows (see `saveCacheNow`).
    mutationCache: new MutationCache({ onSettled: () => saveCacheNow(queryClient) }),
    defaultOptions: {
      // gcTime ≥ the persister's maxAge, or restored data would be dropped at once.
      queries: { gcTime: 7 * DAY, retry: 1, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
  return queryClient
}

const VISITOR_QUERIES = [CLUB_SETTINGS_KEY, SESSION_KEY]

/**
 * A query that says `meta: { persist: false }` (an ID scan) stays in memory only. Signed out,
 * only what a visitor sees is written (a public page's query says `persist: 'visitor'`): a screen of the user's on its way out may read its
 * data again after the cache was emptied (the card, from this phone's own stores), and that
 * must not outlive the session on the device (ADR 0019).
 */
const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) =>
    defaultShouldDehydrateQuery(query) &&
    query.meta?.persist !== false &&
    (tokenStorage.get() !== null ||
      query.meta?.persist === 'visitor' ||
      VISITOR_QUERIES.some((key) => partialMatchKey(query.queryKey, key))),
}

/** The query cache survives reloads without network in IndexedDB (docs/architecture.md#offline). */
export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({
      storage: { getItem: get, setItem: set, removeItem: del },
      key: PERSISTED_CACHE_KEY,
      // IndexedDB keeps structured clones: the member's photo survives as the Blob it is.
      serialize: (client) => client as unknown as string,
      deserialize: (stored) => stored as unknown as PersistedClient,
    }),
    maxAge: 7 * DAY,
    buster: __BUILD_ID__,
    dehydrateOptions,
  }
}

/**
 * Writes the cache to IndexedDB now, as every mutation settles (after its own `onSuccess`,
 * which sets or invalidates what it changed). The persister writes at most once a second,
 * and a write still waiting is lost when the page goes: an administrator who added a
 * member and reloaded got the group as it was before, fresh enough not to be read again.
 */
export async function saveCacheNow(queryClient: QueryClient): Promise<void> {
  const persisted: PersistedClient = {
    timestamp: Date.now(),
    buster: __BUILD_ID__,
    clientState: dehydrate(queryClient, dehydrateOptions),
  }
  try {
    await set(PERSISTED_CACHE_KEY, persisted)
  } catch {
    // As the persister's own writes: a device that cannot keep the cache still made the change.
  }
}
