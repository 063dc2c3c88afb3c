import { persistQueryClientRestore } from '@tanstack/react-query-persist-client'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetStores } from '../../test/memory-idb-keyval'
import { createQueryClient, createPersistOptions, saveCacheNow } from './query-client'

vi.mock('idb-keyval', () => import('../../test/memory-idb-keyval'))

describe('saveCacheNow', () => {
  beforeEach(() => {
    resetStores()
    localStorage.setItem('token', 'sesión')
  })

  it('writes what the next page load restores, without the persister’s wait', async () => {
    const before = createQueryClient()
    before.setQueryData(['settings', 'public'], { nombreCorto: 'Club SR' })
    await saveCacheNow(before)

    const next = createQueryClient()
    await persistQueryClientRestore({ ...createPersistOptions(), queryClient: next })
    expect(next.getQueryData(['settings', 'public'])).toEqual({ nombreCorto: 'Club SR' })
  })

  it('runs as a mutation settles: its change is on disk when the mutation resolves', async () => {
    const before = createQueryClient()
    await before
      .getMutationCache()
      .build(before, {
        mutationFn: async () => 3,
        onSuccess: (miembros: number) => before.setQueryData(['grupos', 7], { miembros }),
      })
      .execute(undefined)

    const next = createQueryClient()
    await persistQueryClientRestore({ ...createPersistOptions(), queryClient: next })
    expect(next.getQueryData(['grupos', 7])).toEqual({ miembros: 3 })
  })

  it('leaves out what must not be kept', async () => {
    const before = createQueryClient()
    before.setQueryDefaults(['scan'], { meta: { persist: false } })
    before.setQueryData(['scan'], 'documento')
    await saveCacheNow(before)

    const next = createQueryClient()
    await persistQueryClientRestore({ ...createPersistOptions(), queryClient: next })
    expect(next.getQueryData(['scan'])).toBeUndefined()
  })

  it('signed out, writes only what a visitor sees', async () => {
    const before = createQueryClient()
    before.setQueryData(['settings', 'public'], { nombreCorto: 'Club SR' })
    before.setQueryData(['carnet', 'dispositivo'], { certificado: 'de Ferreyra' })
    localStorage.removeItem('token')
    before.setQueryData(['session'], null)
    await saveCacheNow(before)

    const next = createQueryClient()
    await persistQueryClientRestore({ ...createPersistOptions(), queryClient: next })
    expect(next.getQueryData(['settings', 'public'])).toEqual({ nombreCorto: 'Club SR' })
    expect(next.getQueryData(['session'])).toBeNull()
    expect(next.getQueryData(['carnet', 'dispositivo'])).toBeUndefined()
  })
})
