import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { imagenesPersonas } from '../../db/schema/socios.ts'
import { ORPHAN_MIN_AGE_MS } from './orphan-uploads.ts'
import { createUploadSweeper, SWEEP_EVERY_MS } from './upload-sweeper.ts'

let database: TestDatabase
let dir: string

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(() => database.cleanup())

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-uploads-'))
  // Only the sweeper's timer is fake: the database and the files keep their own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.spyOn(console, 'log').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.mocked(console.log).mockRestore()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** An upload file last modified at `at`, which no row names unless the test adds one. */
function upload(at = Date.now()) {
  const name = `${randomUUID()}.webp`
  fs.writeFileSync(path.join(dir, name), 'webp')
  fs.utimesSync(path.join(dir, name), new Date(at), new Date(at))
  return name
}

const present = () => fs.readdirSync(dir).sort()

it('deletes, every period, the orphans past the safety age and nothing younger', async () => {
  const start = Date.now()
  let clock = start
  const sweeper = createUploadSweeper(database.db, dir, { now: () => clock })
  try {
    const orphan = upload(start)
    const { persona } = await createSocio(database.db, { nombre: 'Ana', apellido: 'Sosa' })
    const named = upload(start)
    await database.db
      .insert(imagenesPersonas)
      .values({ personaId: persona.id, tipo: 'principal', ruta: named })

    // A period later the files are still younger than the safety age: a registration may be
    // between its files and its commit.
    clock += SWEEP_EVERY_MS
    vi.advanceTimersByTime(SWEEP_EVERY_MS)
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1))
    expect(present()).toEqual([named, orphan].sort())

    // Past the safety age, the next period's sweep deletes the orphan, not a newer file.
    clock = start + ORPHAN_MIN_AGE_MS + SWEEP_EVERY_MS
    const young = upload(clock - 60_000)
    vi.advanceTimersByTime(SWEEP_EVERY_MS)
    await vi.waitFor(() => expect(present()).toEqual([named, young].sort()))
    expect(console.log).toHaveBeenCalledWith(
      'Fotos sin registro (de altas o cambios cortados) borradas: 1.',
    )
  } finally {
    await sweeper.close()
  }
})

it('closes: a sweep under way finishes first, and no timer is left', async () => {
  const sweeper = createUploadSweeper(database.db, dir)
  upload(Date.now() - ORPHAN_MIN_AGE_MS - 60_000)
  vi.advanceTimersByTime(SWEEP_EVERY_MS)
  await sweeper.close()
  expect(present()).toEqual([])
  expect(vi.getTimerCount()).toBe(0)
})

it('warns and keeps sweeping when the folder cannot be read', async () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
  fs.writeFileSync(path.join(dir, 'uploads'), 'not a folder')
  const sweeper = createUploadSweeper(database.db, path.join(dir, 'uploads'))
  try {
    vi.advanceTimersByTime(SWEEP_EVERY_MS)
    await vi.waitFor(() => expect(warned).toHaveBeenCalledTimes(1))
    expect(String(warned.mock.calls[0]![0])).toContain('No se pudieron revisar las fotos')
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1))
  } finally {
    warned.mockRestore()
    await sweeper.close()
  }
})
