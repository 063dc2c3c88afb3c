import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testClock } from '../../../tests/support/test-clock.ts'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { createTestUser } from '../../../tests/support/test-users.ts'
import { sessions, users } from '../../db/schema/cuenta.ts'
import {
  createSession,
  createSessionStore,
  hashToken,
  SESSION_FRESH_MS,
  SESSION_MAX_AGE,
  SESSION_READ_TIMEOUT_MS,
  SESSION_STALE_MS,
  type SessionStore,
} from './session-store.ts'

let database: TestDatabase
let store: SessionStore

beforeAll(async () => {
  database = await createTestDatabase()
  store = createSessionStore(database.db)
})

afterAll(() => database.cleanup())

/** The cache's clock. */
const { advance, now: clock } = testClock()

/** Another process logs the session out: the row goes, this process's cache is not told. */
const revokeElsewhere = (token: string) =>
  database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))

const gatekeeper = () => createTestUser(database.db, { level: 1, departments: ['control'] })

describe('SessionStore.resolve: the sessions this process has just seen', () => {
  it('answers from memory while fresh, then reads again behind the next request', async () => {
    const { user, token } = await gatekeeper()
    expect(await store.resolve(token, advance(SESSION_STALE_MS))).toMatchObject({
      id: user.id,
    })

    await revokeElsewhere(token)
    expect(await store.resolve(token, advance(SESSION_FRESH_MS - 1))).toMatchObject({
      id: user.id,
    })
    // Past fresh: this request is still let through, and the session is read behind it.
    expect(await store.resolve(token, advance(1))).toMatchObject({ id: user.id })
    await vi.waitFor(async () => expect(await store.resolve(token, clock())).toBeNull())
  })

  it('reads a session unused for a while before answering', async () => {
    const { token } = await gatekeeper()
    expect(await store.resolve(token, advance(SESSION_STALE_MS))).not.toBeNull()

    await revokeElsewhere(token)
    expect(await store.resolve(token, advance(SESSION_STALE_MS))).toBeNull()
  })

  it('shows a change of level once read again', async () => {
    const db = database.db
    const { user, token } = await gatekeeper()
    expect(await store.resolve(token, advance(SESSION_STALE_MS))).toMatchObject({
      level: 1,
    })

    await db.update(users).set({ level: 0, departments: [] }).where(eq(users.id, user.id))
    await store.resolve(token, advance(SESSION_FRESH_MS))
    await vi.waitFor(async () =>
      expect(await store.resolve(token, clock())).toMatchObject({ level: 0, departments: [] }),
    )
  })

  it('shares one query among the requests that arrive while it runs', async () => {
    const db = database.db
    const { user, token } = await gatekeeper()
    const select = vi.spyOn(db, 'select')
    try {
      const now = advance(SESSION_STALE_MS)
      const answers = await Promise.all(Array.from({ length: 20 }, () => store.resolve(token, now)))
      expect(answers.map((answer) => answer?.id)).toEqual(Array(20).fill(user.id))
      expect(select).toHaveBeenCalledTimes(1)
    } finally {
      select.mockRestore()
    }
  })

  it('forgets a logged-out session at once, even with a read under way', async () => {
    const db = database.db
    const { token } = await gatekeeper()
    expect(await store.resolve(token, advance(SESSION_STALE_MS))).not.toBeNull()
    // Last used hours ago: the read behind the next request also writes the new expiry, and
    // that write waits for the logout below, so the read ends after it.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)))

    await store.resolve(token, advance(SESSION_FRESH_MS))
    await store.delete(token)
    await db.execute(sql`select 1`)
    expect(await store.resolve(token, clock())).toBeNull()
    expect(await store.resolve(token, advance(1))).toBeNull()
  })

  it('a failed read fails the requests waiting for it, and the next one reads again', async () => {
    const db = database.db
    const { user, token } = await gatekeeper()
    const select = vi.spyOn(db, 'select').mockImplementationOnce(() => {
      throw new Error('conexión perdida')
    })
    try {
      await expect(store.resolve(token, advance(SESSION_STALE_MS))).rejects.toThrow(
        'conexión perdida',
      )
    } finally {
      select.mockRestore()
    }
    expect(await store.resolve(token, clock())).toMatchObject({ id: user.id })
  })

  it('a failed read behind a request leaves the session as it was', async () => {
    const db = database.db
    const { user, token } = await gatekeeper()
    expect(await store.resolve(token, advance(SESSION_STALE_MS))).not.toBeNull()
    const select = vi.spyOn(db, 'select').mockImplementationOnce(() => {
      throw new Error('conexión perdida')
    })
    try {
      expect(await store.resolve(token, advance(SESSION_FRESH_MS))).toMatchObject({
        id: user.id,
      })
      expect(select).toHaveBeenCalledTimes(1)
    } finally {
      select.mockRestore()
    }
    await revokeElsewhere(token)
    // The failure is behind: the next request reads again and sees the logout.
    await store.resolve(token, clock())
    await vi.waitFor(async () => expect(await store.resolve(token, clock())).toBeNull())
  })

  it('gives up on a read that hangs, and the next request reads again', async () => {
    const db = database.db
    const { user, token } = await gatekeeper()
    const hanging = { from: () => ({ innerJoin: () => ({ where: () => new Promise(() => {}) }) }) }
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const select = vi.spyOn(db, 'select').mockImplementationOnce(() => hanging as never)
    try {
      const answer = store.resolve(token, advance(SESSION_STALE_MS))
      const failed = expect(answer).rejects.toThrow('La lectura de la sesión no terminó')
      await vi.advanceTimersByTimeAsync(SESSION_READ_TIMEOUT_MS)
      await failed
    } finally {
      select.mockRestore()
      vi.useRealTimers()
    }
    expect(await store.resolve(token, clock())).toMatchObject({ id: user.id })
  })

  it('answers null for a token that was never issued', async () => {
    expect(await store.resolve('no-es-un-token', advance(1))).toBeNull()
  })
})

const DAY = 24 * 60 * 60_000

/** Moves a session's sign-in and last use into the past. */
const age = (token: string, signedInAgo: number, lastUsedAgo: number) =>
  database.db
    .update(sessions)
    .set({
      createdAt: new Date(Date.now() - signedInAgo),
      lastSeenAt: new Date(Date.now() - lastUsedAgo),
    })
    .where(eq(sessions.tokenHash, hashToken(token)))

describe('absolute lifetime: 90 days from sign-in, however often the session is used', () => {
  it('ends a session signed in over 90 days ago, even when used every day', async () => {
    const { token } = await gatekeeper()
    await age(token, SESSION_MAX_AGE + 60_000, 60_000)
    expect(await store.resolve(token, advance(SESSION_STALE_MS))).toBeNull()
  })

  it('the sliding expiry never reaches past the 90th day', async () => {
    const { token } = await gatekeeper()
    await age(token, 89 * DAY, 2 * 60 * 60_000)
    expect(await store.resolve(token, advance(SESSION_STALE_MS))).not.toBeNull()
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(row!.expiresAt.getTime()).toBe(row!.createdAt.getTime() + SESSION_MAX_AGE)
  })
})

describe('SessionStore.revokeUser: every session of a user ends', () => {
  it('here at once, but the one kept and other users', async () => {
    const { user, token } = await gatekeeper()
    const other = await createSession(database.db, user.id, 'otro dispositivo')
    const third = await createSession(database.db, user.id, 'tercero')
    const someoneElse = await gatekeeper()
    for (const t of [token, other, third, someoneElse.token]) {
      expect(await store.resolve(t, advance(SESSION_STALE_MS))).not.toBeNull()
    }

    await store.revokeUser(user.id, token)
    expect(await store.resolve(other, clock())).toBeNull()
    expect(await store.resolve(third, clock())).toBeNull()
    expect(await store.resolve(token, clock())).toMatchObject({ id: user.id })
    expect(await store.resolve(someoneElse.token, clock())).not.toBeNull()

    await store.revokeUser(user.id)
    expect(await store.resolve(token, clock())).toBeNull()
  })

  it('another process behind the same database lets one request through after 2 s', async () => {
    const elsewhere = createSessionStore(database.db)
    const { user, token } = await gatekeeper()
    expect(await elsewhere.resolve(token, advance(SESSION_STALE_MS))).not.toBeNull()

    await store.revokeUser(user.id)
    // Its cached entry still answers while fresh, and once more while it is read again.
    expect(await elsewhere.resolve(token, advance(SESSION_FRESH_MS - 1))).not.toBeNull()
    expect(await elsewhere.resolve(token, advance(1))).not.toBeNull()
    await vi.waitFor(async () => expect(await elsewhere.resolve(token, clock())).toBeNull())
  })
})
