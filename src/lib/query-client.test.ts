import { persistQueryClientRestore } from '@tanstack/react-query-persist-client'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetStores } from '../test/memory-idb-keyval'
import { createQueryClient, persistOptions, saveCacheNow } from './query-client'

vi.mock('idb-keyval', () => import('../test/memory-idb-keyval'))

describe('saveCacheNow', () => {
  beforeEach(() => resetStores())

  it('writes what the next page load restores, without the persister’s wait', async () => {
    const before = createQueryClient()
    before.setQueryData(['settings', 'public'], { nombreCorto: 'Club SR' })
    await saveCacheNow(before)

    const next = createQueryClient()
    await persistQueryClientRestore({ ...persistOptions, queryClient: next })
    expect(next.getQueryData(['settings', 'public'])).toEqual({ nombreCorto: 'Club SR' })
  })

  it('leaves out what must not be kept', async () => {
    const before = createQueryClient()
    before.setQueryDefaults(['scan'], { meta: { persist: false } })
    before.setQueryData(['scan'], 'documento')
    await saveCacheNow(before)

    const next = createQueryClient()
    await persistQueryClientRestore({ ...persistOptions, queryClient: next })
    expect(next.getQueryData(['scan'])).toBeUndefined()
  })
})
