import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts'
import { claveNombreGrupo } from '../../src/domain/grupos/grupos.ts'
import { uniqueViolation } from './errors.ts'
import { grupos } from './schema/grupos.ts'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(() => database.cleanup())

/** Each differs from the others once case, accents and spaces are ignored. */
const NOMBRES = [
  'Familia Núñez',
  'FAMILIA ÁLVAREZ',
  'familia  peña   ',
  '  Los Ñandúes',
  'Güemes e Hijos',
  'ÉRASE UNA VEZ',
  'Martínez\tOlmos',
  'Ibáñez\n Óscar',
  'Los Çáceres',
  'Grupo Ünïcö',
  'Díaz-Íñiguez 2',
  'àèìòù ÀÈÌÒÙ âêîôû',
  'ãõ ÃÕ äëïöü',
]

describe('grupos.nombre_clave', () => {
  it('is what claveNombreGrupo says, for accents, capitals, Ñ and extra spaces', async () => {
    const db = database.db
    await db.insert(grupos).values(NOMBRES.map((nombre) => ({ nombre })))
    const rows = await db
      .select({ nombre: grupos.nombre, clave: grupos.nombreClave })
      .from(grupos)
      .orderBy(asc(grupos.id))
    expect(rows.map((row) => row.nombre)).toEqual(NOMBRES)
    for (const { nombre, clave } of rows) expect(clave, nombre).toBe(claveNombreGrupo(nombre))
  })

  it('refuses a second group whose name differs only in case, accents or spaces', async () => {
    const db = database.db
    for (const nombre of [' familia NUNEZ', 'los nandues', 'GUEMES  E HIJOS']) {
      const error = await db
        .insert(grupos)
        .values({ nombre })
        .then(
          () => null,
          (e: unknown) => e,
        )
      expect(uniqueViolation(error), nombre).toBe('grupos_nombre_clave_idx')
    }
  })
})
