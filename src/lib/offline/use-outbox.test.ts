import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enqueue } from './outbox'
import { useOutboxReplay, type OutboxKind } from './use-outbox'

vi.mock('idb-keyval', () => import('../../test/memory-idb-keyval'))
vi.mock('../notify', () => ({ notify: vi.fn() }))

const kind: OutboxKind = {
  name: 'prueba',
  url: '/api/prueba',
  delivered: (count) => `${count} enviadas`,
  rejected: () => 'rechazada',
}

describe('useOutboxReplay', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn<typeof fetch>()))
  afterEach(() => vi.unstubAllGlobals())

  it("announces a delivery with the texts and toast id of the entry's kind", async () => {
    const { notify } = await import('../notify')
    vi.mocked(fetch).mockResolvedValue(new Response('{}', { status: 200 }))
    localStorage.setItem('token', 'actual')
    const entry = { url: kind.url, label: '', fields: {}, files: [] }
    await enqueue({ ...entry, key: 'a', createdAt: 1 })
    await enqueue({ ...entry, key: 'b', createdAt: 2 })
    const kinds = [kind]
    const onChanged = vi.fn()
    renderHook(() => useOutboxReplay(true, kinds, onChanged))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', '2 enviadas', {
        id: 'outbox-prueba-delivered',
      }),
    )
    expect(onChanged).toHaveBeenCalled()
  })
})
