/**
 * jsdom has no IndexedDB: idb-keyval's calls over one Map per store, for
 * `vi.mock('idb-keyval', …)`. Import this file too to look inside (`storedData`) or start
 * afresh (`resetStores`).
 */
const stores = new Map<string, Map<unknown, unknown>>()
const DEFAULT_STORE = 'keyval-store/keyval'

export const createStore = (db: string, name: string) => `${db}/${name}`

const of = (store: string = DEFAULT_STORE) => {
  if (!stores.has(store)) stores.set(store, new Map())
  return stores.get(store)!
}

export const get = async (key: string, store?: string) => of(store).get(key)
export const set = async (key: string, value: unknown, store?: string) =>
  void of(store).set(key, value)
export const del = async (key: string, store?: string) => void of(store).delete(key)
export const keys = async (store?: string) => [...of(store).keys()]
export const entries = async (store?: string) => [...of(store).entries()]
export const clear = async (store?: string) => of(store).clear()

/** Every value kept, by store ('db/store'), empty stores left out. */
export const storedData = () =>
  Object.fromEntries(
    [...stores].filter(([, data]) => data.size > 0).map(([name, data]) => [name, [...data]]),
  )

export const resetStores = () => stores.clear()
