import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './db/client.ts'
import { auditoria } from './db/schema/auditoria.ts'
import { qrKeys } from './db/schema/carnet.ts'
import { users } from './db/schema/cuenta.ts'
import { parseEnv } from './env.ts'
import { verifyPassword } from './lib/auth/passwords.ts'
import { rotateQrKey } from './routes/carnet/qr-keys.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-cli-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** The database of the CLI's DATA_DIR, opened here while no command runs. */
async function withCliDatabase(work: (db: Database['db']) => Promise<void>) {
  const database = await openDatabase(parseEnv({ DATA_DIR: dataDir }))
  try {
    await database.migrate()
    await work(database.db)
  } finally {
    await database.close()
  }
}

/** The activity log's entries of one action, oldest first. */
const entriesOf = (db: Database['db'], accion: string) =>
  db.select().from(auditoria).where(eq(auditoria.accion, accion)).orderBy(auditoria.id)

/** `npm run cli -- …` on a DATA_DIR of its own, with `stdin` piped in. */
function cli(args: string[], stdin: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    )
    child.stdin!.end(stdin)
  })
}

describe('cli create-user', () => {
  it('reads the password from standard input when --password is left out', async () => {
    const email = 'tesorera@example.com'
    const run = await cli(['create-user', '--email', email, '--level', '3'], 'pampa-seca-2026\n')
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain(`Usuario ${email} creado`)

    await withCliDatabase(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, email))
      expect(user).toMatchObject({ level: 3, emailVerificado: true })
      expect(await verifyPassword(user!.passwordHash, 'pampa-seca-2026')).toBe(true)
      // No one is signed in: the entry names no actor and no address.
      const entries = await entriesOf(db, 'nivel-cambiado')
      expect(entries).toMatchObject([
        {
          userId: null,
          email: null,
          ip: null,
          detalle: { cuenta: user!.id, email, de: null, a: 3 },
        },
      ])
      expect(JSON.stringify(entries)).not.toContain('pampa-seca-2026')
    })
    // Two processes each open and migrate a PGlite database.
  }, 60_000)
})

describe('cli retire-qr-key', () => {
  it('withdraws the key and records it in the activity log', async () => {
    let kid = ''
    await withCliDatabase(async (db) => {
      kid = (await rotateQrKey(db)).kid
      // A newer key signs: the first one may be withdrawn.
      await rotateQrKey(db)
    })
    const run = await cli(['retire-qr-key', '--kid', kid], '')
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain(`Clave QR ${kid} retirada`)

    await withCliDatabase(async (db) => {
      const [key] = await db.select().from(qrKeys).where(eq(qrKeys.kid, kid))
      expect(key).toMatchObject({ withdrawnAt: expect.any(Date), privateKey: null })
      // No one is signed in: the entry names no actor and no address.
      expect(await entriesOf(db, 'clave-qr-rotada')).toMatchObject([
        { userId: null, email: null, ip: null, detalle: { retirada: kid } },
      ])
    })
  }, 60_000)

  it('records nothing when the key cannot be withdrawn', async () => {
    let before = 0
    await withCliDatabase(async (db) => {
      before = (await entriesOf(db, 'clave-qr-rotada')).length
    })
    const run = await cli(['retire-qr-key', '--kid', '0badc0de'], '')
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No existe la clave QR 0badc0de')
    await withCliDatabase(async (db) => {
      expect(await entriesOf(db, 'clave-qr-rotada')).toHaveLength(before)
    })
  }, 60_000)
})

describe('cli rotate-qr-key', () => {
  it('says how long the keys it retires still verify', async () => {
    let oldest = ''
    await withCliDatabase(async (db) => {
      oldest = (await rotateQrKey(db)).kid
      await rotateQrKey(db)
    })
    // A third key: the two newest are kept, every older one retired.
    const run = await cli(['rotate-qr-key'], '')
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(new RegExp(`Retiradas \\(válidas 30 días más\\): .*${oldest}`))
    await withCliDatabase(async (db) => {
      const [key] = await db.select().from(qrKeys).where(eq(qrKeys.kid, oldest))
      expect(key).toMatchObject({ retiredAt: expect.any(Date), withdrawnAt: null })
    })
  }, 60_000)
})
