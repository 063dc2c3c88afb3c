import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWriteBuffer, driverMessage, insertOrRowByRow } from './write-buffer.ts'

/** An insert that refuses any batch holding a negative number, and records what it wrote. */
function fakeInsert() {
  const written: number[][] = []
  const insert = async (rows: number[]) => {
    await Promise.resolve()
    if (rows.some((n) => n < 0)) throw new Error(`refused ${rows.join(',')}`)
    written.push(rows)
  }
  return { written, insert }
}

describe('insertOrRowByRow', () => {
  it('writes a good batch in one go', async () => {
    const { written, insert } = fakeInsert()
    expect(await insertOrRowByRow([1, 2, 3], insert)).toEqual([])
    expect(written).toEqual([[1, 2, 3]])
  })

  it('writes the rest row by row when one row is refused, and returns that one', async () => {
    const { written, insert } = fakeInsert()
    const failed = await insertOrRowByRow([1, -2, 3, -4], insert)
    expect(written).toEqual([[1], [3]])
    expect(failed.map(({ row, error }) => [row, driverMessage(error)])).toEqual([
      [-2, 'refused -2'],
      [-4, 'refused -4'],
    ])
  })

  it('tries a lone row once', async () => {
    const { insert } = fakeInsert()
    let calls = 0
    const failed = await insertOrRowByRow([-1], (rows) => (calls++, insert(rows)))
    expect(calls).toBe(1)
    expect(failed.map(({ row }) => row)).toEqual([-1])
  })
})

describe('driverMessage', () => {
  it("gives the driver's error, not the wrapper's", () => {
    const wrapped = new Error('Failed query: insert … params: secreto', {
      cause: new Error('relation "auditoria" does not exist'),
    })
    expect(driverMessage(wrapped)).toBe('relation "auditoria" does not exist')
    expect(driverMessage(new Error('sin causa'))).toBe('sin causa')
    expect(driverMessage('texto')).toBe('texto')
  })
})

describe('createWriteBuffer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => vi.useRealTimers())

  /** A write that finishes only when the test lets it. */
  function slowWrites() {
    const batches: number[][] = []
    const finish: (() => void)[] = []
    const write = (batch: number[]) =>
      new Promise<void>((resolve) => {
        batches.push(batch)
        finish.push(resolve)
      })
    return { batches, finish, write }
  }

  it('flushes when its timer fires, once however often it is scheduled', () => {
    const { batches, write } = slowWrites()
    const buffer = createWriteBuffer(write)
    buffer.push(1)
    buffer.schedule(200)
    vi.advanceTimersByTime(150)
    buffer.push(2)
    buffer.schedule(200)
    vi.advanceTimersByTime(50)
    expect(batches).toEqual([[1, 2]])
    expect(buffer.size).toBe(0)
    vi.advanceTimersByTime(1000)
    expect(batches).toHaveLength(1)
  })

  it('resolves a flush only when every earlier write is done too', async () => {
    const { batches, finish, write } = slowWrites()
    const buffer = createWriteBuffer(write)
    buffer.push(1)
    void buffer.flush()
    buffer.push(2)
    let done = false
    const second = buffer.flush().then(() => (done = true))
    expect(batches).toEqual([[1], [2]])
    finish[1]!()
    await new Promise((resolve) => setImmediate(resolve))
    expect(done).toBe(false)
    finish[0]!()
    await second
    expect(done).toBe(true)
  })

  it('puts rows back in front, drops the oldest past a limit, and gives them all up', () => {
    const { batches, write } = slowWrites()
    const buffer = createWriteBuffer(write)
    buffer.push(3)
    buffer.putBack([1, 2])
    buffer.push(4)
    expect(buffer.trim(3)).toEqual([1])
    expect(buffer.trim(3)).toEqual([])
    buffer.schedule(100)
    buffer.reschedule(5000)
    vi.advanceTimersByTime(100)
    expect(batches).toEqual([])
    expect(buffer.take()).toEqual([2, 3, 4])
    vi.advanceTimersByTime(5000)
    expect(batches).toEqual([])
  })
})
