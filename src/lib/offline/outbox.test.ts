import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetStores, storedData } from '../../test/memory-idb-keyval'
import {
  deliverOutbox,
  enqueue,
  pendingEntries,
  REJECTED_KEPT_MS,
  type NewOutboxEntry,
} from './outbox'

vi.mock('idb-keyval', () => import('../../test/memory-idb-keyval'))

const entry = (key: string, createdAt: number): NewOutboxEntry => ({
  key,
  url: '/api/socios/addSocio',
  label: key,
  fields: { socio: '{}' },
  files: [{ field: 'archivos', name: 'fotoSocio.jpg', blob: new Blob(['x']) }],
  createdAt,
})

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('the outbox', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    resetStores()
  })

  const nothingDone = { delivered: {}, rejected: {}, offline: false, signedOut: false }

  it('delivers oldest first with its Idempotency-Key and the current session', async () => {
    await enqueue(entry('b', 2))
    await enqueue(entry('a', 1))
    fetchMock.mockResolvedValue(answer(200))
    expect(await deliverOutbox('actual')).toEqual({
      ...nothingDone,
      delivered: { '/api/socios/addSocio': 2 },
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/socios/addSocio')
    expect(init?.headers).toEqual({ 'Idempotency-Key': 'a', Authorization: 'Bearer actual' })
    expect(init?.body).toBeInstanceOf(FormData)
    expect(await pendingEntries()).toEqual([])
  })

  it('keeps everything when the network fails, and stops the round', async () => {
    await enqueue(entry('a', 1))
    await enqueue(entry('b', 2))
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await deliverOutbox('actual')).toEqual({ ...nothingDone, offline: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect((await pendingEntries()).map((e) => e.key)).toEqual(['a', 'b'])
  })

  it('keeps a refused entry with the server message, and a 5xx, 401 or 403 for later', async () => {
    await enqueue(entry('a', 1))
    await enqueue(entry('b', 2))
    fetchMock
      .mockResolvedValueOnce(answer(409, { message: 'Socio ya registrado' }))
      .mockResolvedValueOnce(answer(503))
    expect(await deliverOutbox('actual')).toEqual({
      ...nothingDone,
      rejected: { '/api/socios/addSocio': 1 },
    })
    const [a, b] = await pendingEntries()
    expect(a?.rejected).toBe('Socio ya registrado')
    expect(b?.rejected).toBeUndefined()

    for (const status of [401, 403]) {
      fetchMock.mockResolvedValueOnce(answer(status))
      expect(await deliverOutbox('actual')).toEqual({ ...nothingDone, signedOut: status === 401 })
      expect((await pendingEntries()).map((e) => e.key)).toEqual(['a', 'b'])
      expect((await pendingEntries())[1]?.rejected).toBeUndefined()
    }
  })

  it('stores no token, and sends nothing without a session', async () => {
    await enqueue(entry('a', 1))
    expect(JSON.stringify(storedData())).not.toContain('Bearer')
    expect(await deliverOutbox(null)).toEqual(nothingDone)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps secret fields sealed and opens them only to send them', async () => {
    const socio = JSON.stringify({ documento: '30123456', password: 'palabra-secreta-1' })
    await enqueue({ ...entry('a', 1), fields: {}, secretFields: { socio } })
    const stored = (await pendingEntries())[0]!
    expect(stored.fields).toEqual({})
    expect(stored.sealed?.data.byteLength).toBeGreaterThan(0)
    const text = new TextDecoder().decode(stored.sealed!.data)
    expect(text).not.toContain('palabra-secreta-1')
    const keys = storedData()['club-outbox-clave/claves'] as [string, CryptoKey][]
    expect(keys[0]?.[1]).toMatchObject({ extractable: false, algorithm: { name: 'AES-GCM' } })

    fetchMock.mockResolvedValue(answer(200))
    await deliverOutbox('actual')
    const body = fetchMock.mock.calls[0]![1]!.body as FormData
    expect(body.get('socio')).toBe(socio)
  })

  it('turns an entry whose key is gone into a refused one', async () => {
    await enqueue({ ...entry('a', 1), secretFields: { socio: '{}' } })
    const { clear, createStore } = await import('idb-keyval')
    await clear(createStore('club-outbox-clave', 'claves'))
    expect(await deliverOutbox('actual')).toEqual({
      ...nothingDone,
      rejected: { '/api/socios/addSocio': 1 },
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect((await pendingEntries())[0]?.rejected).toBe('No se pudieron leer los datos guardados')
  })

  it('drops a refused entry nobody fixed within a week', async () => {
    await enqueue(entry('a', 1))
    fetchMock.mockResolvedValue(answer(409, { message: 'Socio ya registrado' }))
    await deliverOutbox('actual')
    expect(await pendingEntries(Date.now() + REJECTED_KEPT_MS - 60_000)).toHaveLength(1)
    expect(await pendingEntries(Date.now() + REJECTED_KEPT_MS + 60_000)).toEqual([])
    expect(await pendingEntries()).toEqual([])
  })
})
