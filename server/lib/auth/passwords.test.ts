import { expect, it, vi } from 'vitest'
import { ServerBusyError } from '../http/on-error.ts'
import { createPasswordHasher } from './passwords.ts'

/** A task that ends when the test says so. */
function blocker() {
  let end = () => {}
  let started = false
  const task = () => {
    started = true
    return new Promise<void>((resolve) => (end = resolve))
  }
  return { task, end: () => end(), started: () => started }
}

it('runs `running` at a time, queues `waiting` in order and refuses the rest', async () => {
  const hasher = createPasswordHasher({ running: 2, waiting: 1 })
  const [a, b, c] = [blocker(), blocker(), blocker()]
  const runs = [hasher.run(a.task), hasher.run(b.task), hasher.run(c.task)]
  await expect(hasher.run(async () => 'sobra')).rejects.toBeInstanceOf(ServerBusyError)
  expect([a.started(), b.started(), c.started()]).toEqual([true, true, false])

  a.end()
  await runs[0]
  await vi.waitFor(() => expect(c.started()).toBe(true))
  b.end()
  c.end()
  await Promise.all(runs)
  expect(await hasher.run(async () => 'libre')).toBe('libre')
})

it('close refuses what waits and what comes', async () => {
  const hasher = createPasswordHasher({ running: 1, waiting: 1 })
  const first = blocker()
  const running = hasher.run(first.task)
  const waiting = hasher.run(async () => 'nunca')
  hasher.close()
  await expect(waiting).rejects.toBeInstanceOf(ServerBusyError)
  await expect(hasher.run(async () => 'tarde')).rejects.toBeInstanceOf(ServerBusyError)
  first.end()
  await running
})

it('a failing task frees its place', async () => {
  const hasher = createPasswordHasher({ running: 1, waiting: 0 })
  await expect(hasher.run(() => Promise.reject(new Error('falla')))).rejects.toThrow('falla')
  expect(await hasher.run(async () => 'sigue')).toBe('sigue')
})
