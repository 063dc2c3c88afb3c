/**
 * The server on PGlite stopped (SIGTERM: a restart, a deploy) or killed (SIGKILL: a crash, an
 * out-of-memory kill) in the middle of a rush of registrations with photos, payments and
 * check-ins, then started again (docs/architecture.md#state-and-lifecycle).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client.ts'
import {
  DEMO_ENV,
  halfMade,
  missingConfirmed,
  PASSWORD,
  paymentsWithoutLogEntry,
  prepareRush,
  RUSH,
  rush,
  signIn,
  strayCheckins,
  type Outcome,
} from '../support/crash-load.ts'
import {
  openEngine,
  pgliteEngine,
  startCompiledServer,
  type Engine,
} from '../support/server-process.ts'

const NOTHING_HALF_MADE = {
  personasSinSocio: [],
  pagosSinCuotas: [],
  cuotasPagadasSinPago: [],
  archivosSinFila: [],
  filasSinArchivo: [],
}

/**
 * A rush on a new PGlite engine with demo data, cut by `signal` after RUSH.after answers;
 * then the server started again (it must sign the administrator in) and stopped, and the
 * files opened.
 */
async function rushCutBy(signal: NodeJS.Signals) {
  const engine = await pgliteEngine()
  const server = await startCompiledServer(engine, DEMO_ENV)
  const token = await signIn(server.url)
  const jobs = await prepareRush(server.url, token, RUSH.jobs)
  const outcomes = await rush(server.url, token, jobs, {
    clients: RUSH.clients,
    after: RUSH.after,
    midway: () => server.kill(signal),
  })
  const again = await startCompiledServer(engine, { DEMO_PASSWORD: PASSWORD })
  await signIn(again.url)
  await again.stop()
  return { engine, outcomes, database: await openEngine(engine) }
}

describe('stopped with SIGTERM during a rush', () => {
  let engine: Engine
  let outcomes: Outcome[]
  let database: Database

  beforeAll(async () => {
    ;({ engine, outcomes, database } = await rushCutBy('SIGTERM'))
  })

  afterAll(async () => {
    await database?.close()
    await engine?.drop?.()
  })

  it('every registration, payment and check-in it confirmed is in the database', async () => {
    expect(outcomes.filter((o) => o.status !== null).length).toBeGreaterThanOrEqual(RUSH.after)
    expect(await missingConfirmed(database, outcomes)).toEqual({
      altas: [],
      pagos: [],
      ingresos: [],
    })
    expect(await strayCheckins(database, outcomes)).toEqual({ repetidos: [], noEnviados: [] })
  })

  it('every payment it confirmed has its entry in the activity log', async () => {
    expect(await paymentsWithoutLogEntry(database, outcomes)).toEqual([])
  })

  it('nothing is half-made: no member without socio, payment without cuotas, stray photo', async () => {
    expect(await halfMade(database, outcomes, engine.dataDir)).toEqual(NOTHING_HALF_MADE)
  })
})

describe('killed with SIGKILL during a rush', () => {
  let engine: Engine
  let outcomes: Outcome[]
  let database: Database

  beforeAll(async () => {
    // PGlite recovers its files as PostgreSQL does after a crash: the server starts again.
    ;({ engine, outcomes, database } = await rushCutBy('SIGKILL'))
  })

  afterAll(async () => {
    await database?.close()
    await engine?.drop?.()
  })

  it('starts again with every registration, payment and check-in it confirmed', async () => {
    expect(outcomes.filter((o) => o.status === null).length).toBeGreaterThan(0)
    // What PGlite committed is in the files the kernel holds: a process killed loses none of
    // it (a machine that stops may, docs/operations.md#backups-and-restore).
    expect(await missingConfirmed(database, outcomes)).toEqual({
      altas: [],
      pagos: [],
      ingresos: [],
    })
  })

  it('the gate log holds no check-in twice and none the gate did not send', async () => {
    expect(await strayCheckins(database, outcomes)).toEqual({ repetidos: [], noEnviados: [] })
  })

  it('nothing is half-made: the photos of registrations the kill cut short are deleted', async () => {
    expect(await halfMade(database, outcomes, engine.dataDir)).toEqual(NOTHING_HALF_MADE)
  })
})

it('with its files damaged, the server does not start and says how to restore the backup', async () => {
  const engine = await pgliteEngine()
  try {
    await (await startCompiledServer(engine)).kill('SIGKILL')
    // The write-ahead log emptied: PostgreSQL finds no checkpoint to recover from.
    const wal = path.join(engine.dataDir, 'pglite', 'pg_wal')
    for (const file of fs.readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name)))
      fs.truncateSync(path.join(wal, file), 0)
    const failed = await startCompiledServer(engine).then(
      () => null,
      (error: Error) => error.message,
    )
    const dir = path.join(engine.dataDir, 'pglite')
    expect(failed).toContain(`No se pudo abrir la base de datos PGlite de ${dir}`)
    expect(failed).toContain(`Guardá aparte una copia de ${dir} tal como está.`)
    expect(failed).toContain(
      'Restaurá la última copia de seguridad: npm run cli -- restore --from ARCHIVO --force',
    )
  } finally {
    await engine.drop?.()
  }
})
