import { spawnSync } from 'node:child_process'
import { describe, expect, it, vi } from 'vitest'
import { openWorkerChannel, type WorkerChannel } from './worker-channel.ts'

const worker = (name: string) => new URL(`./test-workers/${name}.ts`, import.meta.url)

type Echo = { value: unknown; delay: number; fail?: boolean }

/** A call as a promise that settles with what the channel told its waiter. */
const ask = <Q>(channel: WorkerChannel<Q, unknown>, request: Q) =>
  new Promise<unknown>((resolve, reject) => channel.request(request, { resolve, reject }))

describe('worker channel', () => {
  it('matches answers that come out of order by id', async () => {
    const channel = openWorkerChannel<Echo, unknown>({
      module: worker('echo'),
      order: 'by-id',
      onFailure: () => {},
    })
    const slow = ask(channel, { value: 'lento', delay: 200 })
    const fast = ask(channel, { value: 'rápido', delay: 0 })
    const failed = ask(channel, { value: 'falló', delay: 0, fail: true })
    await expect(fast).resolves.toBe('rápido')
    await expect(failed).rejects.toThrow('falló')
    await expect(slow).resolves.toBe('lento')
    // Freed ids are used again, and still matched.
    expect(
      await Promise.all([1, 2, 3].map((value) => ask(channel, { value, delay: 3 - value }))),
    ).toEqual([1, 2, 3])
    await channel.close()
  })

  it('fails only the call no message can carry', async () => {
    const channel = openWorkerChannel<Echo, unknown>({
      module: worker('echo'),
      order: 'in-order',
      onFailure: () => {},
    })
    await expect(ask(channel, { value: () => 1, delay: 0 })).rejects.toThrow(/could not be cloned/)
    await expect(ask(channel, { value: 'sigue', delay: 0 })).resolves.toBe('sigue')
    expect(channel.closed).toBeNull()
    await channel.close()
  })

  it.each([
    ['exits', undefined, /terminó con el código 3/],
    ['garbage', 'unreadable', /ilegible/],
    ['garbage', 'unknown-id', /sin pedido/],
  ])(
    'settles every waiting call and fails once when the worker %s (%s)',
    async (name, workerData, reason) => {
      const onFailure = vi.fn()
      const channel = openWorkerChannel<number, unknown>({
        module: worker(name),
        workerData,
        order: name === 'exits' ? 'by-id' : 'in-order',
        onFailure,
      })
      const calls = await Promise.allSettled([1, 2, 3].map((n) => ask(channel, n)))
      for (const call of calls)
        expect(call).toMatchObject({
          status: 'rejected',
          reason: { message: expect.stringMatching(reason) },
        })
      expect(onFailure).toHaveBeenCalledOnce()
      expect(onFailure.mock.calls[0]![0].message).toMatch(reason)
      expect(channel.closed?.message).toMatch(reason)
      // Closed: later calls fail at once, with the same reason, and nothing more is heard.
      await expect(ask(channel, 4)).rejects.toThrow(reason)
      await channel.close(new Error('otra razón'))
      expect(channel.closed?.message).toMatch(reason)
      expect(onFailure).toHaveBeenCalledOnce()
    },
  )

  it('rejects the calls waiting when closed, keeps the reason and closes once', async () => {
    const onFailure = vi.fn()
    const channel = openWorkerChannel<number, unknown>({
      module: worker('never-answers'),
      order: 'by-id',
      onFailure,
    })
    const waiting = Promise.allSettled([ask(channel, 1), ask(channel, 2)])
    const closing = channel.close(new Error('cerrado a propósito'))
    expect(channel.close(new Error('otra vez'))).toBe(closing)
    await closing
    for (const call of await waiting)
      expect(call).toMatchObject({ status: 'rejected', reason: { message: 'cerrado a propósito' } })
    await expect(ask(channel, 3)).rejects.toThrow('cerrado a propósito')
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('lets a process with a channel that was never asked anything exit', () => {
    const channelModule = new URL('./worker-channel.ts', import.meta.url).href
    const script = `
      const { openWorkerChannel } = await import(${JSON.stringify(channelModule)})
      openWorkerChannel({ module: new URL(${JSON.stringify(worker('echo').href)}), order: 'by-id', onFailure() {} })
      setTimeout(() => console.log('listo'), 200)
    `
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8', timeout: 10_000 },
    )
    expect(child.stdout.trim()).toBe('listo')
    // Killed by the timeout (signal SIGTERM, status null) when something keeps it alive.
    expect(child.signal).toBeNull()
    expect(child.status).toBe(0)
  })

  it('keeps the process alive only while a call waits', async () => {
    const channel = openWorkerChannel<Echo, unknown>({
      module: worker('echo'),
      order: 'by-id',
      onFailure: () => {},
    })
    const handles = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort')
    // Node lists a worker's handle once the worker is online.
    await ask(channel, { value: 0, delay: 0 })
    const idle = handles().length
    const call = ask(channel, { value: 1, delay: 50 })
    expect(handles().length).toBeGreaterThan(idle)
    await call
    expect(handles().length).toBe(idle)
    await channel.close()
  })
})
