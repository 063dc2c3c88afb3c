/** jsdom has no IndexedDB: idb-keyval's calls over a Map, for `vi.mock('idb-keyval', …)`. */
const data = new Map<string, unknown>()

export const createStore = () => 'store'
export const get = async (key: string) => data.get(key)
export const set = async (key: string, value: unknown) => void data.set(key, value)
export const del = async (key: string) => void data.delete(key)
export const entries = async () => [...data.entries()]
export const clear = async () => data.clear()
