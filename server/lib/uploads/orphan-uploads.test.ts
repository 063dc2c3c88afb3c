import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { imagenesPersonas } from '../../db/schema/socios.ts'
import { sweepOrphanUploads } from './orphan-uploads.ts'

const HOUR = 60 * 60 * 1000
let database: TestDatabase
let dir: string

beforeAll(async () => {
  database = await createTestDatabase()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-uploads-'))
})

afterAll(async () => {
  await database.cleanup()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A file in the folder, last modified `age` ms ago. */
function file(name: string, age: number) {
  const at = new Date(Date.now() - age)
  fs.writeFileSync(path.join(dir, name), 'webp')
  fs.utimesSync(path.join(dir, name), at, at)
  return name
}
const upload = (age: number) => file(`${randomUUID()}.webp`, age)

it('deletes old upload files no row names, and only those', async () => {
  const { persona } = await createSocio(database.db, { nombre: 'Ana', apellido: 'Sosa' })
  const kept = upload(2 * HOUR)
  await database.db
    .insert(imagenesPersonas)
    .values({ personaId: persona.id, tipo: 'principal', ruta: kept })
  const orphan = upload(2 * HOUR)
  const recent = upload(60_000)
  const foreign = file('léame.txt', 2 * HOUR)

  expect(await sweepOrphanUploads(database.db, dir, { olderThanMs: HOUR })).toEqual([orphan])
  expect(fs.readdirSync(dir).sort()).toEqual([kept, recent, foreign].sort())
})

it('with no age limit (one process owns DATA_DIR) a file written a moment ago goes too', async () => {
  const orphan = upload(0)
  const swept = await sweepOrphanUploads(database.db, dir, {
    olderThanMs: 0,
    now: Date.now() + 1,
  })
  expect(swept).toContain(orphan)
  expect(fs.existsSync(path.join(dir, orphan))).toBe(false)
})

it('a DATA_DIR without uploads yet is nothing to sweep', async () => {
  expect(
    await sweepOrphanUploads(database.db, path.join(dir, 'no-existe'), { olderThanMs: 0 }),
  ).toEqual([])
})
