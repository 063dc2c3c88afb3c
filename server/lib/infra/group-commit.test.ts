import { describe, expect, it } from 'vitest'
import { createGroupCommit, type Failed } from './group-commit.ts'

/** A write that finishes only when the test lets it, failing the negative numbers. */
function heldWrites() {
  const batches: number[][] = []
  const finish: (() => void)[] = []
  const write = (rows: number[]) =>
    new Promise<Failed<number>[]>((resolve) => {
      batches.push(rows)
      finish.push(() => resolve(rows.filter((n) => n < 0).map((row) => ({ row, error: 'no' }))))
    })
  return { batches, finish, write }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('createGroupCommit', () => {
  it('writes the rows of one turn together, without a timer', async () => {
    const { batches, write } = heldWrites()
    const commit = createGroupCommit(write)
    void commit.add(1)
    void commit.add(2)
    expect(batches).toEqual([])
    await turn()
    expect(batches).toEqual([[1, 2]])
  })

  it('starts the next write when the last ends, with every row that arrived meanwhile', async () => {
    const { batches, finish, write } = heldWrites()
    const commit = createGroupCommit(write)
    const first = commit.add(1)
    await turn()
    const second = commit.add(2)
    await turn()
    const third = commit.add(3)
    await turn()
    // One write at a time: 2 and 3 wait for the first.
    expect(batches).toEqual([[1]])
    let answered = 0
    void second.then(() => answered++)
    finish[0]!()
    expect(await first).toEqual([])
    await turn()
    expect(batches).toEqual([[1], [2, 3]])
    expect(answered).toBe(0)
    finish[1]!()
    expect(await third).toEqual([])
    expect(answered).toBe(1)
  })

  it('answers each batch with its failed rows, and fails a whole batch whose write rejects', async () => {
    const { finish, write } = heldWrites()
    let calls = 0
    const commit = createGroupCommit((rows: number[]) =>
      ++calls === 2 ? Promise.reject(new Error('sin conexión')) : write(rows),
    )
    const first = commit.add(-1)
    void commit.add(2)
    await turn()
    const second = commit.add(3)
    finish[0]!()
    expect(await first).toEqual([{ row: -1, error: 'no' }])
    expect(await second).toEqual([{ row: 3, error: new Error('sin conexión') }])
  })

  it('resolves a flush once every row added before it is done', async () => {
    const { batches, finish, write } = heldWrites()
    const commit = createGroupCommit(write)
    await commit.flush()
    void commit.add(1)
    await turn()
    void commit.add(2)
    let flushed = false
    const flush = commit.flush().then(() => (flushed = true))
    finish[0]!()
    await turn()
    expect(batches).toEqual([[1], [2]])
    expect(flushed).toBe(false)
    finish[1]!()
    await flush
    expect(flushed).toBe(true)
  })

  it('goes idle after the last write and starts again on the next row', async () => {
    const { batches, finish, write } = heldWrites()
    const commit = createGroupCommit(write)
    void commit.add(1)
    await turn()
    finish[0]!()
    await commit.flush()
    void commit.add(2)
    await turn()
    expect(batches).toEqual([[1], [2]])
  })
})
