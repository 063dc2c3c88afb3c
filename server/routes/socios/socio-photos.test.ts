import fs from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import type { AuditoriaLista } from '../../../src/domain/auditoria/auditoria-api.ts'
import { imagenesPersonas } from '../../db/schema/socios.ts'
import { MAX_IMAGE_BYTES } from '../../lib/uploads/images.ts'

const testApp = useTestApp({ uploads: true })
let admin: string
let member: string
let socio: { id: number; personaId: number }
let other: { id: number; personaId: number }

/** A camera-like JPEG with EXIF and a GPS position. */
const cameraJpeg = (width: number, height: number, background = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'CamaraDePrueba' }, IFD3: { GPSLatitudeRef: 'S' } })
    .toBuffer()

beforeAll(async () => {
  const db = testApp.database.db
  admin = (await createTestUser(db, { level: 3 })).token
  const made = await createSocio(db, { nombre: 'Elena', apellido: 'Quiroga' })
  socio = { id: made.socio.id, personaId: made.persona.id }
  const otro = await createSocio(db, { nombre: 'Hugo', apellido: 'Ferreyra' })
  other = { id: otro.socio.id, personaId: otro.persona.id }
  member = (await createMemberUser(db, socio.id)).token
})

const put = (path: string, body: Uint8Array | undefined, token: string | null = admin) =>
  testApp.app.request(path, {
    method: 'PUT',
    body,
    headers: { 'Content-Type': 'image/jpeg', ...(token ? bearer(token) : {}) },
  })
const uploads = () => fs.readdirSync(testApp.uploadsDir).sort()
const imagenesOf = (personaId: number, tipo: string) =>
  testApp.database.db
    .select({ id: imagenesPersonas.id, ruta: imagenesPersonas.ruta })
    .from(imagenesPersonas)
    .where(and(eq(imagenesPersonas.personaId, personaId), eq(imagenesPersonas.tipo, tipo)))
const message = async (res: Response) => ((await res.json()) as { message: string }).message

describe('PUT /api/socios/:id/foto', () => {
  it('stores a first photo, then replaces it: one file and one row, the old file gone', async () => {
    const first = await put(`/api/socios/${socio.id}/foto`, await cameraJpeg(1600, 1200))
    expect(first.status).toBe(200)
    const body = (await first.json()) as {
      message: string
      response: { id: number; persona: { imagenes_personas: { tipo: string }[] } }
    }
    expect(body.message).toBe('Foto actualizada')
    expect(body.response.id).toBe(socio.id)
    expect(body.response.persona.imagenes_personas).toEqual([
      { tipo: 'principal', ruta: `/api/socios/${socio.id}/foto` },
    ])
    const [before] = await imagenesOf(socio.personaId, 'principal')
    expect(uploads()).toEqual([before!.ruta])

    const second = await put(`/api/socios/${socio.id}/foto`, await cameraJpeg(800, 800, '#a37'))
    expect(second.status).toBe(200)
    const rows = await imagenesOf(socio.personaId, 'principal')
    expect(rows).toHaveLength(1)
    // A new row, so the photo's version (the gate's cache key) moves.
    expect(rows[0]!.id).not.toBe(before!.id)
    expect(rows[0]!.ruta).toMatch(/^[0-9a-f-]{36}\.webp$/)
    expect(uploads()).toEqual([rows[0]!.ruta])

    // Served re-encoded as WebP, bounded, without the camera's metadata.
    const served = await testApp.app.request(`/api/socios/${socio.id}/foto`, {
      headers: bearer(member),
    })
    expect(served.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 })
    expect(meta.exif).toBeUndefined()
  })

  it('records the edit in the activity log by name, never the image', async () => {
    await put(`/api/socios/${socio.id}/foto`, await cameraJpeg(400, 400))
    const res = await testApp.app.request('/api/auditoria?accion=socio-editado', {
      headers: bearer(admin),
    })
    const { response } = (await res.json()) as { response: AuditoriaLista }
    expect(response.items[0]!.detalle).toEqual({ socioId: socio.id, campos: ['fotoSocio'] })
    const [row] = await imagenesOf(socio.personaId, 'principal')
    expect(JSON.stringify(response.items)).not.toContain(row!.ruta)
  })

  it('415 for what is not an image, whatever it is called; the photo stays', async () => {
    const before = uploads()
    const [row] = await imagenesOf(socio.personaId, 'principal')
    const pdf = new TextEncoder().encode('%PDF-1.7\n'.padEnd(400, ' '))
    const res = await put(`/api/socios/${socio.id}/foto`, pdf)
    expect(res.status).toBe(415)
    expect(await message(res)).toBe('Por favor selecciona un archivo de imagen válido')
    expect(uploads()).toEqual(before)
    expect(await imagenesOf(socio.personaId, 'principal')).toEqual([row])
  })

  it('400 without a body, 413 from 10 MB, 404 for an unknown member; nothing written', async () => {
    const before = uploads()
    const empty = await put(`/api/socios/${socio.id}/foto`, undefined)
    expect(empty.status).toBe(400)
    expect(await message(empty)).toBe('Falta la imagen')
    const big = await put(`/api/socios/${socio.id}/foto`, new Uint8Array(MAX_IMAGE_BYTES))
    expect(big.status).toBe(413)
    expect(await message(big)).toBe('El archivo debe ser menor a 10MB')
    const unknown = await put('/api/socios/999999/foto', await cameraJpeg(100, 100))
    expect(unknown.status).toBe(404)
    expect(await message(unknown)).toBe('Socio no encontrado')
    expect((await put('/api/socios/abc/foto', await cameraJpeg(100, 100))).status).toBe(400)
    expect(uploads()).toEqual(before)
  })

  it('only administrators replace a photo, not even the member their own', async () => {
    const jpeg = await cameraJpeg(100, 100)
    expect((await put(`/api/socios/${socio.id}/foto`, jpeg, member)).status).toBe(403)
    expect((await put(`/api/socios/${socio.id}/foto`, jpeg, null)).status).toBe(401)
  })

  it('a database failure keeps the old photo and leaves no new file', async () => {
    vi.mocked(console.error).mockImplementation(() => {})
    const db = testApp.database.db
    const before = uploads()
    const [row] = await imagenesOf(socio.personaId, 'principal')
    await db.execute(
      sql.raw(`create or replace function foto_falla() returns trigger language plpgsql as $$
        begin raise exception 'fallo forzado'; end $$`),
    )
    await db.execute(
      sql.raw(`create trigger foto_falla before insert on imagenes_personas
        for each row execute function foto_falla()`),
    )
    try {
      const res = await put(`/api/socios/${socio.id}/foto`, await cameraJpeg(300, 300))
      expect(res.status).toBe(500)
    } finally {
      await db.execute(sql.raw('drop trigger foto_falla on imagenes_personas'))
    }
    expect(uploads()).toEqual(before)
    expect(await imagenesOf(socio.personaId, 'principal')).toEqual([row])
  })

  it('two replacements at once: one photo and one file remain', async () => {
    const [a, b] = await Promise.all([
      put(`/api/socios/${other.id}/foto`, await cameraJpeg(300, 300, '#111')),
      put(`/api/socios/${other.id}/foto`, await cameraJpeg(300, 300, '#eee')),
    ])
    expect([a!.status, b!.status]).toEqual([200, 200])
    const rows = await imagenesOf(other.personaId, 'principal')
    expect(rows).toHaveLength(1)
    const [mine] = await imagenesOf(socio.personaId, 'principal')
    expect(uploads()).toEqual([mine!.ruta, rows[0]!.ruta].sort())
  })
})

describe('PUT /api/socios/:id/imagenes/:tipo', () => {
  it('adds or replaces a document image; an unknown kind is 404', async () => {
    const res = await put(
      `/api/socios/${other.id}/imagenes/documentoDorso`,
      await cameraJpeg(2400, 1500),
    )
    expect(res.status).toBe(200)
    const [row] = await imagenesOf(other.personaId, 'documentoDorso')
    const served = await testApp.app.request(`/api/socios/${other.id}/imagenes/documentoDorso`, {
      headers: bearer(admin),
    })
    expect(served.status).toBe(200)
    // Bounded as documents are: 1600 px.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 1600,
      height: 1000,
    })
    expect(uploads()).toContain(row!.ruta)

    const bad = await put(`/api/socios/${other.id}/imagenes/principal`, await cameraJpeg(10, 10))
    expect(bad.status).toBe(404)
    expect(await message(bad)).toBe('Imagen no encontrada')
  })
})
