/**
 * The compiled server as `npm start` runs it, on an engine of its own: a PGlite DATA_DIR, or a
 * database on TEST_DATABASE_URL's server (dropped afterwards). For the benches and the system
 * tests, which start, stop, kill and restart whole processes.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { openDatabase } from '../../server/db/client.ts'

export type Engine = {
  label: string
  dataDir: string
  databaseUrl: string | undefined
  drop?(): Promise<void>
}

export async function pgliteEngine(): Promise<Engine> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-engine-'))
  return {
    label: 'PGlite (archivo en DATA_DIR)',
    dataDir,
    databaseUrl: undefined,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

export async function postgresEngine(adminUrl: string): Promise<Engine> {
  const name = `club_engine_${randomBytes(6).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-engine-'))
  return {
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The engine's database, migrated: to prepare or inspect data while no server owns it. */
export const openEngine = async (engine: Engine) => {
  const database = await openDatabase(engine)
  await database.migrate()
  return database
}

export type ServerProcess = {
  url: string
  pid: number
  /** What the process printed so far. */
  output(): string
  /** Ends it with SIGTERM and waits: in-flight requests finish, buffers are written. */
  stop(): Promise<void>
  /** Sends `signal` and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<number | null>
}

/**
 * Starts the compiled server on `engine`, on a random port unless `env.PORT`, without demo
 * data unless `env` says; resolves once it listens, rejects with its output if it exits.
 */
export async function startCompiledServer(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['dist-server/index.js'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: engine.dataDir,
      DATABASE_URL: engine.databaseUrl ?? '',
      DEMO: '0',
      MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let exitCode: number | null | undefined
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code
      resolve(code)
    }),
  )
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = /Servidor listo en (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'))
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => reject(new Error(`El servidor terminó (${code}):\n${output}`)))
  })
  const kill = async (signal: NodeJS.Signals) => {
    if (exitCode === undefined) child.kill(signal)
    return exited
  }
  return {
    url,
    pid: child.pid!,
    output: () => output,
    kill,
    stop: async () => {
      await kill('SIGTERM')
    },
  }
}
