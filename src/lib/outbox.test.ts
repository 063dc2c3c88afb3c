import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deliverOutbox, enqueue, pendingEntries, type OutboxEntry } from './outbox'

vi.mock('idb-keyval', () => import('../test/memory-idb-keyval'))

const entry = (key: string, createdAt: number): OutboxEntry => ({
  key,
  url: '/api/socios/addSocio',
  label: key,
  fields: { socio: '{}' },
  files: [{ field: 'archivos', name: 'fotoSocio.jpg', blob: new Blob(['x']) }],
  token: 'guardado',
  createdAt,
})

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('the outbox', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(async () => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    const { clear } = await import('idb-keyval')
    await clear()
  })

  it('delivers oldest first with its Idempotency-Key and the current session', async () => {
    await enqueue(entry('b', 2))
    await enqueue(entry('a', 1))
    fetchMock.mockResolvedValue(answer(200))
    expect(await deliverOutbox('actual')).toEqual({
      delivered: { '/api/socios/addSocio': 2 },
      rejected: {},
      offline: false,
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
    expect(await deliverOutbox()).toEqual({ delivered: {}, rejected: {}, offline: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect((await pendingEntries()).map((e) => e.key)).toEqual(['a', 'b'])
  })

  it('keeps a refused entry with the server message, and a 5xx, 401 or 403 for later', async () => {
    await enqueue(entry('a', 1))
    await enqueue(entry('b', 2))
    fetchMock
      .mockResolvedValueOnce(answer(409, { message: 'Socio ya registrado' }))
      .mockResolvedValueOnce(answer(503))
    expect(await deliverOutbox()).toEqual({
      delivered: {},
      rejected: { '/api/socios/addSocio': 1 },
      offline: false,
    })
    const [a, b] = await pendingEntries()
    expect(a?.rejected).toBe('Socio ya registrado')
    expect(b?.rejected).toBeUndefined()

    for (const status of [401, 403]) {
      fetchMock.mockResolvedValueOnce(answer(status))
      expect(await deliverOutbox()).toEqual({ delivered: {}, rejected: {}, offline: false })
      expect((await pendingEntries()).map((e) => e.key)).toEqual(['a', 'b'])
      expect((await pendingEntries())[1]?.rejected).toBeUndefined()
    }
  })
})
