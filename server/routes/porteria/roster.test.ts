import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { successEnvelope } from '../../../src/domain/envelope.ts'
import { hashDocumento, importDocumentoKey } from '../../../src/domain/alta/documento-hash.ts'
import { rosterSchema } from '../../../src/domain/porteria/gate-api.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import { createApp, type App } from '../../app.ts'
import { imagenesPersonas, personas, socios } from '../../db/schema/socios.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
const ids = {} as Record<'diaz' | 'gomez' | 'sosa' | 'perez', number>
const personaIds = {} as Record<'diaz' | 'gomez', number>
const tokens = {} as Record<'admin' | 'control' | 'member', string>

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  const db = database.db
  const diaz = await createSocio(db, {
    nombre: 'Lucía',
    apellido: 'Díaz',
    apodo: 'Lu',
    documento: '30111222',
  })
  ids.diaz = diaz.socio.id
  personaIds.diaz = diaz.persona.id
  const gomez = await createSocio(db, { nombre: 'Ana', apellido: 'Gómez' })
  ids.gomez = gomez.socio.id
  personaIds.gomez = gomez.persona.id
  ids.sosa = (
    await createSocio(db, { nombre: 'Raúl', apellido: 'Sosa', estado: 'Inactivo' })
  ).socio.id
  ids.perez = (await createSocio(db, { nombre: 'Carlos', apellido: 'Pérez' })).socio.id
  await db
    .insert(imagenesPersonas)
    .values({ personaId: diaz.persona.id, tipo: 'principal', ruta: 'foto-diaz.jpg' })
  tokens.admin = (await createTestUser(db, { level: 3 })).token
  tokens.control = (await createTestUser(db, { level: 1, departments: ['control'] })).token
  tokens.member = (await createTestUser(db, { level: 1 })).token
})

afterAll(() => testApp.close())

const roster = async (since?: string) => {
  const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`
  const res = await app.request(`/api/gate/roster${query}`, { headers: bearer(tokens.control) })
  expect(res.status).toBe(200)
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  return v.parse(successEnvelope(rosterSchema), await res.json()).response
}

/** As if every member had last changed two hours ago (an explicit stamp is kept). */
const ageEveryone = () =>
  database.db.update(socios).set({ updatedAt: sql`now() - interval '2 hours'` })

const patch = (id: number, body: unknown) =>
  app.request(`/api/socios/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...bearer(tokens.admin) },
    body: JSON.stringify(body),
  })

describe('GET /api/gate/roster', () => {
  it('lists every member without a cursor', async () => {
    const full = await roster()
    expect(full.completo).toBe(true)
    expect(full.socios.map((s) => s.id)).toEqual(
      [ids.diaz, ids.gomez, ids.sosa, ids.perez].sort((a, b) => a - b),
    )
    const [foto] = await database.db
      .select({ id: imagenesPersonas.id })
      .from(imagenesPersonas)
      .where(eq(imagenesPersonas.personaId, personaIds.diaz))
    expect(full.socios.find((s) => s.id === ids.diaz)).toEqual({
      id: ids.diaz,
      nombre: 'Lucía',
      apellido: 'Díaz',
      apodo: 'Lu',
      documentoHash: await hashDocumento(await importDocumentoKey(full.documentoKey), '30111222'),
      estado: 'Activo',
      vencimiento: '2026-11-30',
      alDia: null,
      vencimientosPendientes: [],
      fotoVersion: String(foto!.id),
    })
    expect(full.socios.find((s) => s.id === ids.sosa)).toMatchObject({
      estado: 'Inactivo',
      fotoVersion: null,
    })
    expect(Number.isNaN(Date.parse(full.cursor))).toBe(false)
  })

  it('carries a keyed hash of each DNI, never the number, and the key to hash a typed one', async () => {
    const res = await app.request('/api/gate/roster', { headers: bearer(tokens.control) })
    const text = await res.text()
    const dnis = await database.db.select({ documento: personas.documento }).from(personas)
    for (const { documento } of dnis) expect(text).not.toContain(documento)

    const { documentoKey, socios: lista } = v.parse(
      successEnvelope(rosterSchema),
      JSON.parse(text),
    ).response
    const key = await importDocumentoKey(documentoKey)
    const diaz = lista.find((s) => s.id === ids.diaz)!
    expect(diaz).not.toHaveProperty('documento')
    // What a gatekeeper types, with or without dots, finds the member.
    expect(await hashDocumento(key, '30.111.222')).toBe(diaz.documentoHash)
  })

  it('gives nothing a brute force can turn back into a DNI, key and all (issue 29)', async () => {
    const { documentoKey, socios: lista } = await roster()
    // 16 bits per DNI: each value is shared by ~1,500 of the 10^8 possible DNIs.
    for (const socio of lista) expect(socio.documentoHash).toMatch(/^[0-9a-f]{4}$/)
    // An attacker with the roster and its key hashes DNIs in turn: past Díaz's own they find
    // others with her value (one in 65,536 on average), so the value does not pinpoint her.
    const key = await importDocumentoKey(documentoKey)
    const diaz = lista.find((s) => s.id === ids.diaz)!.documentoHash
    let other: number | null = null
    for (let dni = 30_111_223; dni < 31_111_223 && other === null; dni++) {
      if ((await hashDocumento(key, String(dni))) === diaz) other = dni
    }
    expect(other).not.toBeNull()
  }, 600_000)

  it('keeps the same key across requests and server processes', async () => {
    const first = (await roster()).documentoKey
    expect((await roster()).documentoKey).toBe(first)
    const other = createApp({
      database: database,
      distDir: '/nonexistent',
      uploadsDir: '/nonexistent',
    })
    try {
      const res = await other.request('/api/gate/roster', { headers: bearer(tokens.control) })
      const { response } = v.parse(successEnvelope(rosterSchema), await res.json())
      expect(response.documentoKey).toBe(first)
      expect(response.socios).toEqual((await roster()).socios)
    } finally {
      await other.close()
    }
  })

  it('sends only the members changed since the cursor', async () => {
    await ageEveryone()
    const { cursor } = await roster()
    expect((await roster(cursor)).socios).toEqual([])

    // A change of the persona (through the API), of the member, and of the photo.
    expect((await patch(ids.gomez, { telefono: '2954112233' })).status).toBe(200)
    let delta = await roster(cursor)
    expect(delta.completo).toBe(false)
    expect(delta.socios.map((s) => s.id)).toEqual([ids.gomez])

    expect((await patch(ids.perez, { estado: 'Inactivo', motivo: 'Renuncia' })).status).toBe(200)
    delta = await roster(cursor)
    expect(delta.socios.map((s) => s.id)).toEqual([ids.gomez, ids.perez])
    expect(delta.socios[1]).toMatchObject({ estado: 'Inactivo' })

    await database.db
      .update(imagenesPersonas)
      .set({ ruta: 'foto-diaz-2.jpg' })
      .where(eq(imagenesPersonas.personaId, personaIds.diaz))
    delta = await roster(cursor)
    expect(delta.socios.map((s) => s.id)).toEqual([ids.diaz, ids.gomez, ids.perez])
  })

  it('sends a member whose photo is replaced or removed, with the new version', async () => {
    await ageEveryone()
    const { cursor } = await roster()
    // As socio-alta replaces a photo: the old row goes, a new one comes.
    await database.db.transaction(async (tx) => {
      await tx.delete(imagenesPersonas).where(eq(imagenesPersonas.personaId, personaIds.diaz))
      await tx
        .insert(imagenesPersonas)
        .values({ personaId: personaIds.diaz, tipo: 'principal', ruta: 'foto-diaz-3.jpg' })
    })
    const [nueva] = await database.db
      .select({ id: imagenesPersonas.id })
      .from(imagenesPersonas)
      .where(eq(imagenesPersonas.personaId, personaIds.diaz))
    let delta = await roster(cursor)
    expect(delta.socios).toEqual([
      expect.objectContaining({ id: ids.diaz, fotoVersion: String(nueva!.id) }),
    ])

    await ageEveryone()
    const next = (await roster()).cursor
    await database.db
      .delete(imagenesPersonas)
      .where(eq(imagenesPersonas.personaId, personaIds.diaz))
    delta = await roster(next)
    expect(delta.socios).toEqual([expect.objectContaining({ id: ids.diaz, fotoVersion: null })])
  })

  it('leaves out changes that do not touch a member, and a member’s untouched rows', async () => {
    await ageEveryone()
    const { cursor } = await roster()
    // An update that changes nothing, and a document photo, are not the roster's business.
    await database.db
      .update(personas)
      .set({ nombre: 'Ana' })
      .where(eq(personas.id, personaIds.gomez))
    await database.db
      .insert(imagenesPersonas)
      .values({ personaId: personaIds.gomez, tipo: 'documentoFrente', ruta: 'dni-gomez.jpg' })
    expect((await roster(cursor)).socios).toEqual([])
  })

  it('answers the whole roster to a cursor it did not hand out', async () => {
    for (const since of ['', 'ayer', '2026-01-01', "2026-01-01T00:00:00.000000Z' or 1=1"]) {
      const answer = await roster(since)
      expect(answer.completo).toBe(true)
      expect(answer.socios).toHaveLength(4)
    }
  })

  it('is for gatekeepers only', async () => {
    expect((await app.request('/api/gate/roster')).status).toBe(401)
    expect((await app.request('/api/gate/roster', { headers: bearer(tokens.member) })).status).toBe(
      403,
    )
    expect((await app.request('/api/gate/roster', { headers: bearer(tokens.admin) })).status).toBe(
      200,
    )
  })
})
