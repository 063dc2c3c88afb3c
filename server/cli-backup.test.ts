import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { count, getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestUser } from '../tests/support/test-users.ts'
import { createApp } from './app.ts'
import { listFiles } from './backup/data-files.ts'
import { knownMigrations } from './backup/manifest.ts'
import { openArchive } from './backup/archive.ts'
import { createTar, readTar } from './backup/tar.ts'
import { openDatabase, type Db } from './db/client.ts'
import * as schema from './db/schema.ts'

/** This file runs once per engine: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite'
const adminUrl = process.env.TEST_DATABASE_URL

/** A DATA_DIR, and on PostgreSQL a scratch database of its own. */
type Place = { dataDir: string; databaseUrl: string | undefined }

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'club-backup-test-'))
const work = path.join(root, 'copias')
fs.mkdirSync(work)
const scratch: string[] = []
const admin = engine === 'postgres' ? postgres(adminUrl!, { max: 1, onnotice: () => {} }) : null

async function newPlace(name: string): Promise<Place> {
  const dataDir = path.join(root, name)
  if (!admin) return { dataDir, databaseUrl: undefined }
  const database = `club_backup_${name}_${randomBytes(4).toString('hex')}`
  await admin.unsafe(`create database ${database}`)
  scratch.push(database)
  const url = new URL(adminUrl!)
  url.pathname = `/${database}`
  return { dataDir, databaseUrl: url.toString() }
}

let source: Place
let target: Place
beforeAll(async () => {
  source = await newPlace('origen')
  target = await newPlace('destino')
})
afterAll(async () => {
  for (const database of scratch) await admin!.unsafe(`drop database ${database} with (force)`)
  await admin?.end()
  fs.rmSync(root, { recursive: true, force: true })
})

type Run = { code: number | null; stdout: string; stderr: string }

/** `npm run cli -- …` on `place`, with `stdin` piped in. */
function cli(place: Place, args: string[], stdin = '', env: Record<string, string> = {}) {
  return new Promise<Run>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: place.dataDir,
          DATABASE_URL: place.databaseUrl ?? '',
          DEMO: '0',
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    )
    child.stdin!.end(stdin)
  })
}

/** A refusal: exit code 1, the message on standard error, no stack trace. */
function expectRefusal(run: Run, message: string) {
  expect(run.code).toBe(1)
  expect(run.stderr).toContain(message)
  expect(run.stderr).not.toMatch(/\n\s+at /)
}

/** The app as the server builds it on `place`, signed in as no one, closed afterwards. */
async function withServer<T>(
  place: Place,
  work: (app: ReturnType<typeof createApp>, db: Db) => Promise<T>,
) {
  const database = await openDatabase(place)
  try {
    await database.migrate()
    const app = createApp({
      database,
      distDir: '/nonexistent',
      uploadsDir: path.join(place.dataDir, 'uploads'),
      clubImagesDir: path.join(place.dataDir, 'club'),
    })
    try {
      return await work(app, database.db)
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
)

/** Rows in every table of the schema, by table name. */
async function rowCounts(place: Place) {
  const database = await openDatabase(place)
  try {
    const counts: Record<string, number> = {}
    for (const table of tables) {
      const [row] = await database.db.select({ n: count() }).from(table)
      counts[getTableName(table)] = row!.n
    }
    return counts
  } finally {
    await database.close()
  }
}

/** Every file of `uploads/` and `club/`, by path, as base64. */
async function filesOf(place: Place) {
  const files: Record<string, string> = {}
  for (const folder of ['uploads', 'club'] as const) {
    for (const name of await listFiles(place.dataDir, folder)) {
      const bytes = fs.readFileSync(path.join(place.dataDir, folder, name))
      files[`${folder}/${name}`] = bytes.toString('base64')
    }
  }
  return files
}

const EMAIL = 'tesorera@example.com'
const PASSWORD = 'pampa-seca-2026'
const json = { 'Content-Type': 'application/json' }

async function signIn(app: ReturnType<typeof createApp>) {
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { response: { token: string } }
  return { Authorization: `Bearer ${body.response.token}` }
}

const photoOf = async (app: ReturnType<typeof createApp>, socio: number) => {
  const res = await app.request(`/api/socios/${socio}/foto`, { headers: await signIn(app) })
  expect(res.status).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

const archive = path.join(work, 'club.tar')
const lastMigration = knownMigrations().at(-1)!.tag
let socioId = 0
let photo: Buffer
let counts: Record<string, number>
let files: Record<string, string>

describe(`backup and restore on ${engine}`, () => {
  it('a backup restored into an empty target brings back the data, the accounts and the photos', async () => {
    expect((await cli(source, ['seed', '--members', '20'])).code).toBe(0)
    const made = await cli(
      source,
      ['create-user', '--email', EMAIL, '--level', '3'],
      `${PASSWORD}\n`,
    )
    expect(made.stdout).toContain(`Usuario ${EMAIL} creado`)
    photo = await withServer(source, async (app, db) => {
      socioId = (await db.select({ id: schema.socios.id }).from(schema.socios).limit(1))[0]!.id
      const jpeg = await sharp({
        create: { width: 320, height: 400, channels: 3, background: '#2a6' },
      })
        .jpeg()
        .toBuffer()
      const res = await app.request(`/api/socios/${socioId}/foto`, {
        method: 'PUT',
        body: jpeg,
        headers: { 'Content-Type': 'image/jpeg', ...(await signIn(app)) },
      })
      expect(res.status).toBe(200)
      return photoOf(app, socioId)
    })
    fs.mkdirSync(path.join(source.dataDir, 'club', 'escudos'), { recursive: true })
    fs.writeFileSync(path.join(source.dataDir, 'club', 'escudos', 'escudo.webp'), randomBytes(5000))
    counts = await rowCounts(source)
    files = await filesOf(source)
    expect(counts.socios).toBe(20)
    expect(Object.keys(files)).toHaveLength(2)

    const saved = await cli(source, ['backup', '--to', archive])
    expect(saved.stderr).toBe('')
    expect(saved.stdout).toContain(`Copia guardada en ${archive}`)
    expect(saved.stdout).toContain(
      `(migración ${lastMigration}), 1 archivo de uploads/ y 1 de club/.`,
    )

    const restored = await cli(target, ['restore', '--from', archive])
    expect(restored.stderr).toBe('')
    expect(restored.stdout).toContain(
      `restaurada: 20 socios, 1 cuenta, 1 archivo de uploads/ y 1 de club/.`,
    )
    expect(await rowCounts(target)).toEqual(counts)
    expect(await filesOf(target)).toEqual(files)
    await withServer(target, async (app, db) => {
      expect(await photoOf(app, socioId)).toEqual(photo)
      // The sequences came back too: a new account takes the next id.
      const { user } = await createTestUser(db, { level: 1 })
      expect(user.id).toBe(counts.users! + 1)
    })
  }, 180_000)

  it('refuses a target that is not empty, and replaces it with --force', async () => {
    const before = await rowCounts(target)
    const refused = await cli(target, ['restore', '--from', archive])
    expectRefusal(refused, 'El destino no está vacío:')
    expect(refused.stderr).toContain('agregá --force para reemplazar todo eso por la copia')
    expect(refused.stderr).toContain(`1 archivo en ${path.join(target.dataDir, 'uploads')}`)
    expect(await rowCounts(target)).toEqual(before)

    const forced = await cli(target, ['restore', '--from', archive, '--force'])
    expect(forced.stderr).toBe('')
    expect(forced.stdout).toContain('--force: se reemplaza por la copia:')
    expect(forced.stdout).toContain(
      engine === 'pglite'
        ? `la base PGlite de ${path.join(target.dataDir, 'pglite')}`
        : 'tablas del club (se borran sus esquemas public y drizzle)',
    )
    // The account made after the first restore is gone: the backup's data again.
    expect(await rowCounts(target)).toEqual(counts)
    expect(await filesOf(target)).toEqual(files)
  }, 120_000)

  it('refuses a backup of the other engine', async () => {
    const other: Place =
      engine === 'pglite'
        ? { dataDir: path.join(root, 'otro'), databaseUrl: 'postgres://club@127.0.0.1:9/club' }
        : { dataDir: path.join(root, 'otro'), databaseUrl: undefined }
    const run = await cli(other, ['restore', '--from', archive])
    expectRefusal(
      run,
      engine === 'pglite'
        ? 'Esta copia es de una base PGlite y DATABASE_URL apunta a PostgreSQL'
        : 'Esta copia es de una base PostgreSQL y DATABASE_URL no está definida',
    )
    expect(fs.existsSync(path.join(root, 'otro'))).toBe(false)
  }, 60_000)

  it('refuses a missing, a foreign, a truncated and a damaged file, and changes nothing', async () => {
    const before = await rowCounts(target)
    const missing = path.join(work, 'no-existe.tar')
    expectRefusal(
      await cli(target, ['restore', '--from', missing]),
      `No existe el archivo ${missing}.`,
    )

    const foreign = path.join(work, 'foto.jpg')
    fs.writeFileSync(foreign, randomBytes(4096))
    expectRefusal(
      await cli(target, ['restore', '--from', foreign]),
      `${foreign} no es una copia de seguridad válida del club: no es un archivo tar.`,
    )

    const bytes = fs.readFileSync(archive)
    const truncated = path.join(work, 'cortada.tar')
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    expectRefusal(
      await cli(target, ['restore', '--from', truncated, '--force']),
      `${truncated} no es una copia de seguridad válida del club: el archivo está cortado.`,
    )

    // The database is the first entry: its data follows the archive's first 512-byte header.
    const { database } = (await openArchive(archive)).manifest
    const damaged = path.join(work, 'dañada.tar')
    const flipped = Buffer.from(bytes)
    flipped[512 + Math.floor(database.bytes / 2)]! ^= 0xff
    fs.writeFileSync(damaged, flipped)
    expectRefusal(
      await cli(target, ['restore', '--from', damaged, '--force']),
      `${damaged} está dañado: la base de datos que guarda no coincide con su suma.`,
    )
    expect(await rowCounts(target)).toEqual(before)
    expect(await filesOf(target)).toEqual(files)
  }, 120_000)

  it('refuses a tar that is no club backup, and a backup of a newer version of the app', async () => {
    const foreign = path.join(work, 'otra-cosa.tar')
    const other = await createTar(foreign)
    await other.addBuffer('hola.txt', Buffer.from('hola'))
    await other.finish()
    expectRefusal(
      await cli(target, ['restore', '--from', foreign]),
      `${foreign} no es una copia de seguridad válida del club: no tiene manifest.json.`,
    )

    // The same backup, its manifest naming a migration this app does not have yet.
    const newer = path.join(work, 'mas-nueva.tar')
    const copy = await createTar(newer)
    await readTar(archive, async (entry, data) => {
      let bytes = await buffer(data)
      if (entry.name === 'manifest.json') {
        const manifest = JSON.parse(bytes.toString())
        manifest.migration = { tag: '0099_futuro', createdAt: Date.now() * 2, applied: 99 }
        bytes = Buffer.from(JSON.stringify(manifest))
      }
      await copy.addBuffer(entry.name, bytes)
    })
    await copy.finish()
    expectRefusal(
      await cli(target, ['restore', '--from', newer, '--force']),
      'La copia es de una versión más nueva de la app (migración 0099_futuro; ' +
        `esta llega hasta ${lastMigration}). Actualizá la app antes de restaurarla.`,
    )
  }, 60_000)

  it('says what is wrong with the arguments', async () => {
    expectRefusal(
      await cli(target, ['restore']),
      'Falta --from: el archivo de la copia a restaurar',
    )
    expectRefusal(
      await cli(target, ['backup', '--tu', archive]),
      'Argumento inválido: --tu. Uso: npm run cli -- backup [--to ARCHIVO]',
    )
    expectRefusal(
      await cli(source, ['backup', '--to', archive]),
      `Ya existe ${archive}: elegí otro nombre con --to (no se sobrescribe).`,
    )
  }, 60_000)

  it('names the backup after the date, in the folder the command was run from', async () => {
    const folder = fs.mkdtempSync(path.join(work, 'aqui-'))
    const run = await cli(source, ['backup'], '', { INIT_CWD: folder })
    expect(run.stderr).toBe('')
    const [name] = fs.readdirSync(folder)
    expect(name).toMatch(/^club-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar$/)
    expect(run.stdout).toContain(`Copia guardada en ${path.join(folder, name!)}`)
  }, 60_000)

  /**
   * This test's own process stands for a running server: on PGlite it owns DATA_DIR's lock, on
   * PostgreSQL it holds a session on the database (and no lock, ADR 0034).
   */
  async function whileServing<T>(place: Place, work: () => Promise<T>) {
    if (engine === 'postgres') {
      const session = postgres(place.databaseUrl!, { max: 1, onnotice: () => {} })
      await session`select 1`
      try {
        return await work()
      } finally {
        await session.end()
      }
    }
    const lock = path.join(place.dataDir, 'server.lock')
    fs.writeFileSync(lock, String(process.pid))
    try {
      return await work()
    } finally {
      fs.rmSync(lock)
    }
  }

  it(
    engine === 'pglite'
      ? 'refuses to restore while a server owns DATA_DIR'
      : 'refuses to restore while a server is connected to the database',
    async () => {
      const before = await rowCounts(target)
      const run = await whileServing(target, () =>
        cli(target, ['restore', '--from', archive, '--force']),
      )
      expectRefusal(
        run,
        engine === 'pglite'
          ? 'Detené el servidor antes de restaurar.'
          : 'tiene 1 otra conexión abierta: detené los servidores (y lo que más la use) antes de restaurar.',
      )
      expect(await rowCounts(target)).toEqual(before)
    },
    60_000,
  )

  it(
    engine === 'pglite'
      ? 'refuses to copy PGlite while a server owns DATA_DIR'
      : 'copies PostgreSQL while a server is connected to it',
    async () => {
      await whileServing(source, async () => {
        const to = path.join(work, 'con-servidor.tar')
        const run = await cli(source, ['backup', '--to', to])
        if (engine === 'pglite') {
          expectRefusal(run, `ya está en uso por otro proceso (pid ${process.pid})`)
          expect(run.stderr).toContain('Una base PGlite se copia con el servidor detenido')
          expect(fs.existsSync(to)).toBe(false)
        } else {
          expect(run.stderr).toBe('')
          expect(run.stdout).toContain(`Copia guardada en ${to}`)
        }
      })
    },
    60_000,
  )
})
