/**
 * The server killed (SIGKILL: a crash, an out-of-memory kill) in the middle of a rush of
 * registrations with photos, payments and check-ins on PostgreSQL, then started again: what it
 * confirmed is kept and nothing is left half-made (docs/architecture.md#data).
 */
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../server/db/client.ts'
import { ORPHAN_MIN_AGE_MS } from '../../server/lib/uploads/orphan-uploads.ts'
import { createUploadSweeper, SWEEP_EVERY_MS } from '../../server/lib/uploads/upload-sweeper.ts'
import {
  DEMO_ENV,
  halfMade,
  missingConfirmed,
  PASSWORD,
  prepareRush,
  RUSH,
  rush,
  send,
  signIn,
  strayCheckins,
  type Outcome,
} from '../support/crash-load.ts'
import {
  openEngine,
  postgresEngine,
  startCompiledServer,
  type Engine,
  type ServerProcess,
} from '../support/server-process.ts'

let engine: Engine
let restarted: ServerProcess
let database: Database
let outcomes: Outcome[]

beforeAll(async () => {
  engine = await postgresEngine(process.env.TEST_DATABASE_URL!)
  const server = await startCompiledServer(engine, DEMO_ENV)
  const token = await signIn(server.url)
  const jobs = await prepareRush(server.url, token, RUSH.jobs)
  outcomes = await rush(server.url, token, jobs, {
    clients: RUSH.clients,
    after: RUSH.after,
    midway: () => server.kill('SIGKILL'),
  })
  restarted = await startCompiledServer(engine, { DEMO_PASSWORD: PASSWORD })
  database = await openEngine(engine)
})

afterAll(async () => {
  await database?.close()
  await restarted?.stop()
  await engine?.drop?.()
})

it('the kill cut the rush: some requests were answered and some never were', () => {
  expect(outcomes.filter((o) => o.status === null).length).toBeGreaterThan(0)
  expect(outcomes.filter((o) => o.status !== null).length).toBeGreaterThanOrEqual(RUSH.after)
})

it('every registration, payment and check-in that got a 2xx is in the database', async () => {
  expect(await missingConfirmed(database, outcomes)).toEqual({ altas: [], pagos: [], ingresos: [] })
})

it('the gate log holds no check-in twice and none the gate did not send', async () => {
  expect(await strayCheckins(database, outcomes)).toEqual({ repetidos: [], noEnviados: [] })
})

it('no member without socio, payment without cuotas, or photo file without its row is left', async () => {
  // The files a registration cut by the kill left are younger than the safety age: the
  // restarted server keeps them at start, and its sweeper deletes them within an hour and
  // a period. Rather than wait, the sweep that sweeper runs is run here once, with a clock
  // that far ahead.
  const later = Date.now() + ORPHAN_MIN_AGE_MS + SWEEP_EVERY_MS
  const sweeper = createUploadSweeper(database.db, path.join(engine.dataDir, 'uploads'), {
    now: () => later,
  })
  await sweeper.sweep().finally(() => sweeper.close())
  expect(await halfMade(database, outcomes, engine.dataDir)).toEqual({
    personasSinSocio: [],
    pagosSinCuotas: [],
    cuotasPagadasSinPago: [],
    archivosSinFila: [],
    filasSinArchivo: [],
  })
})

it('a registration that got no answer, sent again with its key, is confirmed once', async () => {
  const token = await signIn(restarted.url)
  const unanswered = outcomes.filter((o) => o.kind === 'alta' && o.status === null)
  expect(unanswered.length).toBeGreaterThan(0)
  // One the kill cut after its commit is answered from its key, never 'Socio ya registrado'.
  const again = await Promise.all(unanswered.map((job) => send(restarted.url, token, job)))
  expect(again).toEqual(unanswered.map(() => 200))
  const missing = await missingConfirmed(
    database,
    unanswered.map((job) => ({ ...job, status: 200 })),
  )
  expect(missing.altas).toEqual([])
})
