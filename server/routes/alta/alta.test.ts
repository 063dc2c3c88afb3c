import fs from 'node:fs'
import zlib from 'node:zlib'
import { count, eq, inArray, sql } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createTestUser, TEST_PASSWORD } from '../../../tests/support/test-users.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { altaSocioResponseSchema } from '../../../src/domain/alta/alta-socio.ts'
import type { AuditoriaLista } from '../../../src/domain/auditoria/auditoria-api.ts'
import { successEnvelope } from '../../../src/domain/envelope.ts'
import { normalizeSearch } from '../../../src/domain/search.ts'
import { vencimientoDesde } from '../../../src/domain/socios/socio.ts'
import type { App } from '../../app.ts'
import { idempotencyKeys } from '../../db/schema/alta.ts'
import {
  imagenesPersonas,
  personas,
  responsables,
  socios,
  sociosHistorial,
} from '../../db/schema/socios.ts'
import { users } from '../../db/schema/cuenta.ts'
import { saveClubSettings } from '../configuracion/club-settings.ts'
import { clubDefaults } from '../../seed/club-defaults.ts'
import { createKeyPurge } from './idempotency.ts'
import { IMAGE_BOUNDS, prepareImage, sniffImage } from '../../lib/uploads/images.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
let uploadsDir: string
let admin: { token: string; id: number; email: string }
let member: string
let images: { foto: Buffer; frente: Buffer; dorso: Buffer; png: Buffer }

/** A camera-like JPEG: EXIF with GPS position, rotated by its orientation tag. */
const cameraJpeg = (width: number, height: number, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'CamaraDePrueba', Model: 'X1', Copyright: 'Club' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '36/1 37/1 12/1', GPSLongitudeRef: 'W' },
    })
    .withMetadata({ orientation })
    .toBuffer()

beforeAll(async () => {
  testApp = await createTestApp({ uploads: true })
  ;({ database, app, uploadsDir } = testApp)
  const adminUser = await createTestUser(database.db, { level: 3 })
  admin = { token: adminUser.token, id: adminUser.user.id, email: adminUser.user.email }
  member = (await createTestUser(database.db, { level: 1 })).token
  images = {
    // Taken in portrait: stored 2000×1500 with orientation 6 (rotate 90° to view).
    foto: await cameraJpeg(2000, 1500, 6),
    frente: await cameraJpeg(2000, 1500),
    dorso: await cameraJpeg(1200, 800),
    png: await sharp({ create: { width: 300, height: 300, channels: 4, background: '#fff' } })
      .png()
      .toBuffer(),
  }
})

afterAll(() => testApp.close())

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-03-15`

type Socio = Record<string, string>
const adulto = (overrides: Socio = {}): Socio => ({
  documento: '31222333',
  nombre: 'Ana',
  apellido: 'Pérez',
  apodo: 'Anita',
  nacimiento: '1990-04-05',
  sexo: 'Femenino',
  nacionalidad: 'Argentina',
  domicilio: 'Av. San Martín 850, Santa Rosa',
  email: 'ana.perez@example.com',
  whatsapp: '2954123456',
  cuit: '0',
  password: 'caldén-pampeano-1',
  tramite: '00123456789',
  ejemplar: 'A',
  emision: '2020-01-02',
  ofIdentidad: '',
  ...overrides,
})

const responsable = (overrides: Socio = {}): Socio => ({
  documento: '25111222',
  nombre: 'Marta',
  apellido: 'Gómez',
  nacimiento: '1980-01-01',
  sexo: 'Femenino',
  nacionalidad: 'Argentina',
  email: '',
  telefono: '2954555666',
  domicilio: '',
  parentesco: 'Madre',
  ...overrides,
})

type Archivo = { name: string; bytes: Uint8Array; type?: string; field?: string }
const fotos = (): Archivo[] => [
  { name: 'fotoSocio.jpg', bytes: images.foto },
  { name: 'documentoFrente.jpg', bytes: images.frente },
  { name: 'documentoDorso.jpg', bytes: images.dorso },
]

/** The multipart body (docs/product.md#api-alta), as the client builds it. */
function altaForm(
  parts: {
    socio?: Socio | string
    responsables?: Socio[] | string
    archivos?: Archivo[]
  } = {},
) {
  const form = new FormData()
  const socio = parts.socio ?? adulto()
  form.append('socio', typeof socio === 'string' ? socio : JSON.stringify(socio))
  if (parts.responsables !== undefined) {
    form.append(
      'responsables',
      typeof parts.responsables === 'string'
        ? parts.responsables
        : JSON.stringify(parts.responsables),
    )
    form.append('esMenorDeEdad', 'true')
  }
  for (const file of parts.archivos ?? fotos()) {
    const blob = new File([file.bytes], file.name, { type: file.type ?? 'image/jpeg' })
    form.append(file.field ?? 'archivos', blob)
  }
  return form
}

const post = (
  body: FormData | string | undefined,
  { token = admin.token, key }: { token?: string | null; key?: string } = {},
) =>
  app.request('/api/socios/addSocio', {
    method: 'POST',
    body,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
  })

type Failure = { success: false; message: string; error: string; errors?: string[] }
const failure = async (res: Response) => (await res.json()) as Failure

const okSchema = successEnvelope(altaSocioResponseSchema)
const registered = async (res: Response) => {
  expect(res.status).toBe(200)
  return v.parse(okSchema, await res.json())
}

const uploads = () => fs.readdirSync(uploadsDir).sort()
const personaByDocumento = async (documento: string) =>
  (await database.db.select().from(personas).where(eq(personas.documento, documento)))[0]
const sociosOf = async (documento: string) =>
  database.db
    .select({ id: socios.id })
    .from(socios)
    .innerJoin(personas, eq(personas.id, socios.personaId))
    .where(eq(personas.documento, documento))

let keyCounter = 0
const newKey = () => `clave-${Date.now().toString(36)}-${++keyCounter}`

describe('POST /api/socios/addSocio: an adult', () => {
  it('writes persona, socio, history, account and photos', async () => {
    const before = uploads()
    const res = await post(altaForm({ socio: adulto({ documento: '31.222.333' }) }))
    const body = await registered(res)
    expect(body).toEqual({
      success: true,
      message: 'Socio registrado exitosamente',
      response: { id: expect.any(Number), documento: '31222333', nombre: 'Ana', apellido: 'Pérez' },
    })
    const id = body.response.id
    const db = database.db

    const persona = await personaByDocumento('31222333')
    expect(persona).toMatchObject({
      nombre: 'Ana',
      apellido: 'Pérez',
      apodo: 'Anita',
      nacimiento: '1990-04-05',
      sexo: 'Femenino',
      nacionalidad: 'Argentina',
      domicilio: 'Av. San Martín 850, Santa Rosa',
      email: 'ana.perez@example.com',
      telefono: '2954123456',
      cuit: null,
      tramite: '00123456789',
      ejemplar: 'A',
      emision: '2020-01-02',
      ofIdentidad: null,
      busqueda: normalizeSearch('Pérez Ana Anita'),
    })
    const [socio] = await db.select().from(socios).where(eq(socios.id, id))
    expect(socio).toMatchObject({
      personaId: persona!.id,
      estado: 'Activo',
      alta: diaDelClub(),
      categoria: 'Activo',
      // The club's default term: to the end of the calendar year of the alta.
      vencimiento: vencimientoDesde(diaDelClub(), { tipo: 'fin-de-año' }),
    })
    expect(
      await db
        .select({
          alta: sociosHistorial.alta,
          baja: sociosHistorial.baja,
          motivo: sociosHistorial.motivo,
        })
        .from(sociosHistorial)
        .where(eq(sociosHistorial.socioId, id)),
    ).toEqual([{ alta: diaDelClub(), baja: null, motivo: 'Alta' }])
    const [cuenta] = await db.select().from(users).where(eq(users.socioId, id))
    expect(cuenta).toMatchObject({ email: 'ana.perez@example.com', level: 1, nombre: 'Ana' })
    expect(cuenta!.passwordHash).toMatch(/^\$argon2id\$/)

    const imagenes = await db
      .select({ tipo: imagenesPersonas.tipo, ruta: imagenesPersonas.ruta })
      .from(imagenesPersonas)
      .where(eq(imagenesPersonas.personaId, persona!.id))
    expect(imagenes.map((i) => i.tipo).sort()).toEqual([
      'documentoDorso',
      'documentoFrente',
      'principal',
    ])
    for (const { ruta } of imagenes) {
      expect(ruta).toMatch(/^[0-9a-f-]{36}\.webp$/)
      expect(ruta).not.toContain('foto')
    }
    const added = uploads().filter((name) => !before.includes(name))
    expect(added.sort()).toEqual(imagenes.map((i) => i.ruta).sort())
  })

  it('the member signs in with the password of the form', async () => {
    const login = (password: string) =>
      app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'Ana.Perez@example.com', password }),
      })
    const res = await login('caldén-pampeano-1')
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      response: { userData: { socio_id: number; level: number } }
    }
    const [socio] = await sociosOf('31222333')
    expect(body.response.userData).toMatchObject({ socio_id: socio!.id, level: 1 })
  })

  it('serves the photo as WebP without EXIF, upright and within bounds', async () => {
    const [socio] = await sociosOf('31222333')
    const res = await app.request(`/api/socios/${socio!.id}/foto`, { headers: bearer(admin.token) })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    const bytes = Buffer.from(await res.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('webp')
    // 2000×1500 with orientation 6 is a 1500×2000 portrait: fitted into 1024×1024.
    expect([meta.width, meta.height]).toEqual([768, 1024])
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(bytes.includes('CamaraDePrueba')).toBe(false)
    // The source did carry EXIF with a GPS directory (tag 0x8825).
    const source = await sharp(images.foto).metadata()
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)

    const frente = await app.request(`/api/socios/${socio!.id}/imagenes/documentoFrente`, {
      headers: bearer(admin.token),
    })
    // An ID scan is never kept by a browser or a cache on the way.
    expect(frente.headers.get('cache-control')).toBe('no-store')
    const frenteMeta = await sharp(Buffer.from(await frente.arrayBuffer())).metadata()
    expect([frenteMeta.width, frenteMeta.height]).toEqual([1600, 1200])
    expect(frenteMeta.exif).toBeUndefined()
    const dorso = await app.request(`/api/socios/${socio!.id}/imagenes/documentoDorso`, {
      headers: bearer(admin.token),
    })
    // Never enlarged.
    const dorsoMeta = await sharp(Buffer.from(await dorso.arrayBuffer())).metadata()
    expect([dorsoMeta.width, dorsoMeta.height]).toEqual([1200, 800])
  })

  it('409 for a documento that is already a member, writing nothing', async () => {
    const before = uploads()
    const res = await post(altaForm({ socio: adulto({ email: 'otra@example.com' }) }))
    expect(res.status).toBe(409)
    expect(await failure(res)).toEqual({
      success: false,
      message: 'Socio ya registrado',
      error: 'Socio ya registrado',
    })
    expect(uploads()).toEqual(before)
    expect(await sociosOf('31222333')).toHaveLength(1)
    expect(
      await database.db.select().from(users).where(eq(users.email, 'otra@example.com')),
    ).toEqual([])
  })

  it('without an email: a member with no account, the password is not kept', async () => {
    const usersBefore = (await database.db.select({ n: count() }).from(users))[0]!.n
    const body = await registered(
      await post(altaForm({ socio: adulto({ documento: '32000111', email: '' }) })),
    )
    expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore)
    expect(
      await database.db.select().from(users).where(eq(users.socioId, body.response.id)),
    ).toEqual([])
    expect((await personaByDocumento('32000111'))!.email).toBeNull()
  })

  it("the vencimiento follows the club's term from the alta", async () => {
    await saveClubSettings(database.db, {
      ...clubDefaults,
      vigenciaSocio: { tipo: 'meses', meses: 6 },
    })
    try {
      const body = await registered(
        await post(altaForm({ socio: adulto({ documento: '32000333', email: '' }) })),
      )
      const [socio] = await database.db
        .select({ vencimiento: socios.vencimiento })
        .from(socios)
        .where(eq(socios.id, body.response.id))
      expect(socio!.vencimiento).toBe(vencimientoDesde(diaDelClub(), { tipo: 'meses', meses: 6 }))
    } finally {
      await saveClubSettings(database.db, clubDefaults)
    }
  })

  it("the categoría chosen at the desk must be one of the club's", async () => {
    const honorario = { nombre: 'Honorario', importe: 0 }
    await saveClubSettings(database.db, {
      ...clubDefaults,
      categorias: [...clubDefaults.categorias, honorario],
    })
    try {
      const body = await registered(
        await post(
          altaForm({ socio: adulto({ documento: '32000444', email: '', categoria: 'Honorario' }) }),
        ),
      )
      const [socio] = await database.db
        .select({ categoria: socios.categoria })
        .from(socios)
        .where(eq(socios.id, body.response.id))
      expect(socio!.categoria).toBe('Honorario')

      const before = uploads()
      const res = await post(
        altaForm({ socio: adulto({ documento: '32000555', email: '', categoria: 'Platino' }) }),
      )
      expect(res.status).toBe(400)
      expect(await failure(res)).toMatchObject({
        message: 'Categoría inválida: Activo, Cadete, Jubilado, Vitalicio o Honorario',
      })
      expect(await sociosOf('32000555')).toHaveLength(0)
      expect(uploads()).toEqual(before)
    } finally {
      await saveClubSettings(database.db, clubDefaults)
    }
  })

  it('the back of the document is optional; a PNG named .jpg is judged by its content', async () => {
    const body = await registered(
      await post(
        altaForm({
          socio: adulto({ documento: '32000222', email: 'png@example.com' }),
          archivos: [
            { name: 'fotoSocio.jpg', bytes: images.png },
            { name: 'documentoFrente.jpg', bytes: images.frente, type: 'application/octet-stream' },
          ],
        }),
      ),
    )
    const persona = await personaByDocumento('32000222')
    const imagenes = await database.db
      .select({ tipo: imagenesPersonas.tipo })
      .from(imagenesPersonas)
      .where(eq(imagenesPersonas.personaId, persona!.id))
    expect(imagenes.map((i) => i.tipo).sort()).toEqual(['documentoFrente', 'principal'])
    expect(body.response.documento).toBe('32000222')
  })
})

describe('POST /api/socios/addSocio: a minor with guardians', () => {
  it('reuses a guardian already on file (filling only what it lacked) and adds a new one', async () => {
    const db = database.db
    const [existing] = await db
      .insert(personas)
      .values({
        documento: '25111222',
        nombre: 'Marta',
        apellido: 'Gómez',
        domicilio: 'Calle 1 100',
        busqueda: 'gomez marta',
      })
      .returning()
    const personasBefore = (await db.select({ n: count() }).from(personas))[0]!.n
    const body = await registered(
      await post(
        altaForm({
          socio: adulto({
            documento: '50111222',
            nombre: 'Tomás',
            apellido: 'Gómez',
            nacimiento: yearsAgo(10),
            sexo: 'Masculino',
            email: '',
          }),
          responsables: [
            responsable({ nombre: 'Marta Inés', domicilio: 'Otra calle 200' }),
            responsable({
              documento: '24999888',
              nombre: 'Jorge',
              apellido: 'Gómez',
              sexo: 'Masculino',
              telefono: '2954777888',
              parentesco: 'Padre',
            }),
          ],
        }),
      ),
    )
    // The minor and one new guardian: the guardian on file is not duplicated.
    expect((await db.select({ n: count() }).from(personas))[0]!.n).toBe(personasBefore + 2)
    const marta = await personaByDocumento('25111222')
    expect(marta).toMatchObject({
      id: existing!.id,
      nombre: 'Marta',
      domicilio: 'Calle 1 100',
      telefono: '2954555666',
      nacimiento: '1980-01-01',
      sexo: 'Femenino',
    })
    const tomas = await personaByDocumento('50111222')
    const links = await db
      .select({ responsableId: responsables.responsableId, parentesco: responsables.parentesco })
      .from(responsables)
      .where(eq(responsables.personaId, tomas!.id))
    const jorge = await personaByDocumento('24999888')
    expect(links.sort((a, b) => a.parentesco.localeCompare(b.parentesco))).toEqual([
      { responsableId: existing!.id, parentesco: 'Madre' },
      { responsableId: jorge!.id, parentesco: 'Padre' },
    ])
    expect(jorge).toMatchObject({
      nombre: 'Jorge',
      telefono: '2954777888',
      busqueda: 'gomez jorge',
    })
    const [socio] = await db.select().from(socios).where(eq(socios.id, body.response.id))
    expect(socio!.categoria).toBe('Cadete')

    const detail = await app.request(`/api/socios/getSocio?id=${body.response.id}`, {
      headers: bearer(admin.token),
    })
    const { response } = (await detail.json()) as { response: { responsables: unknown[] } }
    expect(response.responsables).toHaveLength(2)
  })

  it('a guardian on file who becomes a member keeps one persona, updated from the form', async () => {
    const jorge = await personaByDocumento('24999888')
    const body = await registered(
      await post(
        altaForm({
          socio: adulto({
            documento: '24999888',
            nombre: 'Jorge Luis',
            apellido: 'Gómez',
            nacimiento: '1978-06-07',
            sexo: 'Masculino',
            email: 'jorge@example.com',
            whatsapp: '',
            domicilio: 'Calle 1 100',
          }),
        }),
      ),
    )
    const after = await personaByDocumento('24999888')
    expect(after).toMatchObject({
      id: jorge!.id,
      nombre: 'Jorge Luis',
      nacimiento: '1978-06-07',
      domicilio: 'Calle 1 100',
      // Empty in the form: what was on file stays.
      telefono: '2954777888',
      busqueda: normalizeSearch('Gómez Jorge Luis Anita'),
    })
    expect(body.response).toMatchObject({ documento: '24999888', nombre: 'Jorge Luis' })
  })
})

describe('POST /api/socios/addSocio: validation', () => {
  const menor = () => adulto({ nacimiento: yearsAgo(12) })
  const fotosSin = (name: string) => fotos().filter((f) => f.name !== name)
  const NO_RECONOCIDO =
    'Archivo no reconocido: se esperan fotoSocio.jpg, documentoFrente.jpg y documentoDorso.jpg'
  // Lazy: the images exist only once beforeAll has run.
  const cases: [string, () => Parameters<typeof altaForm>[0], string][] = [
    ['documento', () => ({ socio: adulto({ documento: ' ' }) }), 'Documento es requerido'],
    ['nombre', () => ({ socio: adulto({ nombre: '   ' }) }), 'Nombre es requerido'],
    ['apellido', () => ({ socio: adulto({ apellido: '' }) }), 'Apellido es requerido'],
    [
      'nacimiento',
      () => ({ socio: adulto({ nacimiento: '' }) }),
      'Fecha de nacimiento es requerida',
    ],
    ['sexo', () => ({ socio: adulto({ sexo: '' }) }), 'Sexo es requerido'],
    ['password', () => ({ socio: adulto({ password: '' }) }), 'Contraseña es requerida'],
    ['foto', () => ({ archivos: fotosSin('fotoSocio.jpg') }), 'Foto del socio es requerida'],
    [
      'frente',
      () => ({ archivos: fotosSin('documentoFrente.jpg') }),
      'Foto del frente del documento es requerida',
    ],
    [
      'an empty photo part',
      () => ({
        archivos: [
          ...fotosSin('fotoSocio.jpg'),
          { name: 'fotoSocio.jpg', bytes: new Uint8Array() },
        ],
      }),
      'Foto del socio es requerida',
    ],
    [
      'minor without guardians',
      () => ({ socio: menor() }),
      'Los menores de edad requieren al menos un responsable',
    ],
    [
      'minor, empty guardian list',
      () => ({ socio: menor(), responsables: [] }),
      'Los menores de edad requieren al menos un responsable',
    ],
    [
      'guardian documento',
      () => ({ socio: menor(), responsables: [responsable({ documento: '' })] }),
      'Documento del responsable 1 es requerido',
    ],
    [
      'guardian nombre',
      () => ({
        socio: menor(),
        responsables: [responsable(), responsable({ documento: '26000111', nombre: ' ' })],
      }),
      'Nombre del responsable 2 es requerido',
    ],
    [
      'guardian apellido',
      () => ({ socio: menor(), responsables: [responsable({ apellido: '' })] }),
      'Apellido del responsable 1 es requerido',
    ],
    [
      'guardian parentesco',
      () => ({ socio: menor(), responsables: [responsable({ parentesco: '' })] }),
      'Parentesco del responsable 1 es requerido',
    ],
    [
      'repeated guardian',
      () => ({
        socio: menor(),
        responsables: [responsable(), responsable({ parentesco: 'Tutor' })],
      }),
      'El responsable 2 tiene el mismo documento que otro responsable',
    ],
    [
      'short documento',
      () => ({ socio: adulto({ documento: '12' }) }),
      'El documento debe tener entre 6 y 8 números',
    ],
    ['email', () => ({ socio: adulto({ email: 'no-es-un-email' }) }), 'Email inválido'],
    ['sexo value', () => ({ socio: adulto({ sexo: 'X' }) }), 'Sexo: Masculino, Femenino u Otro'],
    [
      'short password',
      () => ({ socio: adulto({ password: 'corta' }) }),
      'La contraseña debe tener al menos 8 caracteres',
    ],
    ['bad JSON', () => ({ socio: '{"documento": ' }), 'Datos del socio inválidos'],
    ['socio not an object', () => ({ socio: '[1, 2]' }), 'Datos del socio inválidos'],
    [
      'a number field',
      () => ({ socio: JSON.stringify({ ...adulto(), documento: 31222333 }) }),
      'Datos del socio inválidos',
    ],
    [
      'responsables not a list',
      () => ({ responsables: '{"documento": "1"}' }),
      'Datos de los responsables inválidos',
    ],
    [
      'unknown file name',
      () => ({ archivos: [...fotos(), { name: 'virus.exe', bytes: images.frente }] }),
      NO_RECONOCIDO,
    ],
    [
      'a file under another field',
      () => ({
        archivos: [...fotos(), { name: 'fotoSocio.jpg', bytes: images.foto, field: 'foto' }],
      }),
      NO_RECONOCIDO,
    ],
    [
      'a photo sent twice',
      () => ({ archivos: [...fotos(), { name: 'fotoSocio.jpg', bytes: images.foto }] }),
      'Cada foto se envía una sola vez',
    ],
  ]

  for (const [label, parts, message] of cases) {
    it(`400 '${message}' (${label})`, async () => {
      const before = uploads()
      const res = await post(altaForm(parts()))
      expect(res.status).toBe(400)
      const body = await failure(res)
      expect(body.message).toBe(message)
      expect(body.error).toBe(message)
      expect(body.errors?.[0] ?? message).toBe(message)
      expect(uploads()).toEqual(before)
    })
  }

  it('an empty submission lists every rule in the order the product lists them', async () => {
    const res = await post(altaForm({ socio: {}, archivos: [] }))
    expect(res.status).toBe(400)
    expect(await failure(res)).toEqual({
      success: false,
      message: 'Documento es requerido',
      error: 'Documento es requerido',
      errors: [
        'Documento es requerido',
        'Nombre es requerido',
        'Apellido es requerido',
        'Fecha de nacimiento es requerida',
        'Sexo es requerido',
        'Contraseña es requerida',
        'Foto del socio es requerida',
        'Foto del frente del documento es requerida',
      ],
    })
  })

  it('a minor with incomplete guardians gets every guardian rule, numbered', async () => {
    const res = await post(
      altaForm({
        socio: adulto({ nacimiento: yearsAgo(15) }),
        responsables: [
          responsable({ documento: '', parentesco: '' }),
          responsable({ documento: '27000111', nombre: '', apellido: '' }),
        ],
      }),
    )
    expect((await failure(res)).errors).toEqual([
      'Documento del responsable 1 es requerido',
      'Parentesco del responsable 1 es requerido',
      'Nombre del responsable 2 es requerido',
      'Apellido del responsable 2 es requerido',
    ])
  })

  it('400 for a body that is not multipart, or with no socio part', async () => {
    const json = await app.request('/api/socios/addSocio', {
      method: 'POST',
      headers: { ...bearer(admin.token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ socio: adulto() }),
    })
    expect(json.status).toBe(400)
    expect((await failure(json)).message).toBe('Datos del socio inválidos')
    const empty = new FormData()
    empty.append('responsables', '[]')
    const res = await post(empty)
    expect(res.status).toBe(400)
    expect((await failure(res)).message).toBe('Datos del socio inválidos')
  })
})

describe('POST /api/socios/addSocio: files', () => {
  const conFoto = (bytes: Uint8Array, documento: string) =>
    altaForm({
      socio: adulto({ documento, email: '' }),
      archivos: [
        { name: 'fotoSocio.jpg', bytes },
        { name: 'documentoFrente.jpg', bytes: images.frente },
      ],
    })

  it('415 for a PDF named .jpg, and for other non-images, naming the photo', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)])
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const before = uploads()
    for (const bytes of [pdf, svg, brokenJpeg, gif]) {
      const res = await post(conFoto(bytes, '33000111'))
      expect(res.status).toBe(415)
      expect((await failure(res)).message).toBe(
        'Foto del socio: por favor selecciona un archivo de imagen válido',
      )
    }
    const dorso = altaForm({
      socio: adulto({ documento: '33000111', email: '' }),
      archivos: [
        { name: 'fotoSocio.jpg', bytes: images.foto },
        { name: 'documentoFrente.jpg', bytes: images.frente },
        { name: 'documentoDorso.jpg', bytes: pdf },
      ],
    })
    const res = await post(dorso)
    expect(res.status).toBe(415)
    expect((await failure(res)).message).toBe(
      'Dorso del documento: por favor selecciona un archivo de imagen válido',
    )
    expect(uploads()).toEqual(before)
    expect(await personaByDocumento('33000111')).toBeUndefined()
  })

  it('413 for an image over 10 MB', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1)
    images.foto.copy(big)
    const res = await post(conFoto(big, '33000222'))
    expect(res.status).toBe(413)
    expect((await failure(res)).message).toBe('Foto del socio: el archivo debe ser menor a 10MB')
  })

  it('413 for a request over the route limit; other routes keep the 64 KB limit', async () => {
    const form = altaForm({ socio: adulto({ documento: '33000333' }) })
    form.append('relleno', 'x'.repeat(33 * 1024 * 1024))
    const res = await post(form)
    expect(res.status).toBe(413)
    expect((await failure(res)).message).toBe('La solicitud es demasiado grande')

    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) }),
    })
    expect(login.status).toBe(413)
  })

  it('sniffs signatures and decodes with limits', async () => {
    expect(sniffImage(images.foto)).toBe('jpeg')
    expect(sniffImage(images.png)).toBe('png')
    const webp = await sharp(images.png).webp().toBuffer()
    expect(sniffImage(webp)).toBe('webp')
    const avif = await sharp(images.png).avif().toBuffer()
    expect(sniffImage(avif)).toBe('heif')
    expect(await prepareImage(avif, IMAGE_BOUNDS.foto)).toBeInstanceOf(Buffer)
    // A PNG header behind a JPEG signature.
    const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), images.png])
    expect(await prepareImage(mixed, IMAGE_BOUNDS.foto)).toBeNull()
    // A pixel bomb: a small PNG whose header claims 10,000 × 10,000 (over 50 megapixels).
    const bomb = Buffer.from(images.png)
    bomb.writeUInt32BE(10_000, 16)
    bomb.writeUInt32BE(10_000, 20)
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29)
    expect((await sharp(bomb).metadata()).width).toBe(10_000)
    expect(await prepareImage(bomb, IMAGE_BOUNDS.foto)).toBeNull()
  })
})

describe('POST /api/socios/addSocio: access', () => {
  it('401 without a session, 403 for a member; nothing is written', async () => {
    const before = uploads()
    const anon = await post(altaForm({ socio: adulto({ documento: '34000111' }) }), { token: null })
    expect(anon.status).toBe(401)
    const res = await post(altaForm({ socio: adulto({ documento: '34000111' }) }), {
      token: member,
    })
    expect(res.status).toBe(403)
    expect(await personaByDocumento('34000111')).toBeUndefined()
    expect(uploads()).toEqual(before)
  })
})

describe('POST /api/socios/addSocio: Idempotency-Key', () => {
  it('a replay answers the stored body and creates nothing', async () => {
    const key = newKey()
    const form = () =>
      altaForm({ socio: adulto({ documento: '35000111', email: 'replay@example.com' }) })
    const first = await post(form(), { key })
    const firstBody = await registered(first)
    const files = uploads()
    const second = await post(form(), { key })
    expect(second.status).toBe(200)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await second.json()).toEqual(firstBody)
    expect(await sociosOf('35000111')).toHaveLength(1)
    expect(uploads()).toEqual(files)
    // Even with no body at all: the key alone answers.
    const third = await post(undefined, { key })
    expect(await third.json()).toEqual(firstBody)
  })

  it('another administrator replaying the key gets the first answer, not a second member', async () => {
    const key = newKey()
    const firstBody = await registered(
      await post(altaForm({ socio: adulto({ documento: '35000222', email: '' }) }), { key }),
    )
    const other = await createTestUser(database.db, { level: 3 })
    const res = await post(altaForm({ socio: adulto({ documento: '35000333', email: '' }) }), {
      key,
      token: other.token,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(firstBody)
    expect(await personaByDocumento('35000333')).toBeUndefined()
    expect(await sociosOf('35000222')).toHaveLength(1)
  })

  it('400 for a malformed key', async () => {
    for (const key of ['corta', 'con espacios y más', 'x'.repeat(101), 'ñandú-ñandú']) {
      const res = await post(altaForm({ socio: adulto({ documento: '35000444' }) }), { key })
      expect(res.status).toBe(400)
    }
    expect(await personaByDocumento('35000444')).toBeUndefined()
  })

  it('a failure is not stored: the corrected request with the same key is processed', async () => {
    const key = newKey()
    const bad = await post(altaForm({ socio: adulto({ documento: '35000555', nombre: '' }) }), {
      key,
    })
    expect(bad.status).toBe(400)
    const good = await registered(
      await post(altaForm({ socio: adulto({ documento: '35000555', email: '' }) }), { key }),
    )
    expect(good.response.documento).toBe('35000555')
  })

  it('concurrent deliveries of one key make one member and leave no stray files', async () => {
    const key = newKey()
    const before = uploads()
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        post(altaForm({ socio: adulto({ documento: '35000666', email: 'carrera@example.com' }) }), {
          key,
        }),
      ),
    )
    const bodies = await Promise.all(results.map((r) => r.json()))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    expect(await sociosOf('35000666')).toHaveLength(1)
    expect(uploads().filter((f) => !before.includes(f))).toHaveLength(3)
    const stored = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key))
    expect(stored).toMatchObject([{ userId: admin.id, status: 200, body: bodies[0] }])
  })

  it('concurrent registrations of one documento with different keys: one member, one 409', async () => {
    const before = uploads()
    const results = await Promise.all(
      [newKey(), newKey()].map((key) =>
        post(altaForm({ socio: adulto({ documento: '35000777', email: '' }) }), { key }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await sociosOf('35000777')).toHaveLength(1)
    expect(uploads().filter((f) => !before.includes(f))).toHaveLength(3)
  })
  it('keys older than seven days are purged now and then', async () => {
    const db = database.db
    const day = 24 * 60 * 60 * 1000
    await db.insert(idempotencyKeys).values([
      {
        key: 'clave-vieja-1',
        userId: admin.id,
        status: 200,
        body: {},
        createdAt: new Date(Date.now() - 8 * day),
      },
      {
        key: 'clave-reciente-1',
        userId: admin.id,
        status: 200,
        body: {},
        createdAt: new Date(Date.now() - day),
      },
    ])
    // `now` past the hourly pause since the last purge made by a registration above.
    await createKeyPurge(db)(Date.now() + 2 * 60 * 60 * 1000)
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['clave-vieja-1', 'clave-reciente-1']))
    expect(left).toEqual([{ key: 'clave-reciente-1' }])
  })
})

describe('POST /api/socios/addSocio: rollback', () => {
  const failOn = async (table: string) => {
    await database.db.execute(
      sql.raw(`create or replace function alta_falla() returns trigger language plpgsql as $$
        begin raise exception 'fallo forzado en %', tg_table_name; end $$`),
    )
    await database.db.execute(
      sql.raw(`create trigger alta_falla before insert on ${table}
        for each row execute function alta_falla()`),
    )
    return () => database.db.execute(sql.raw(`drop trigger alta_falla on ${table}`))
  }

  for (const table of ['imagenes_personas', 'responsables']) {
    it(`a database failure (insert into ${table}) leaves no rows, no files and no key`, async () => {
      vi.mocked(console.error).mockImplementation(() => {})
      const restore = await failOn(table)
      const key = newKey()
      const form = () =>
        altaForm({
          socio: adulto({
            documento: '36000111',
            nacimiento: yearsAgo(9),
            email: 'rollback@example.com',
          }),
          responsables: [responsable({ documento: '26111222' })],
        })
      const before = uploads()
      const usersBefore = (await database.db.select({ n: count() }).from(users))[0]!.n
      try {
        const res = await post(form(), { key })
        expect(res.status).toBe(500)
        const body = await failure(res)
        expect(body.message).toBe('Ocurrió un error en el servidor. Intentá de nuevo más tarde.')
        expect(JSON.stringify(body)).not.toContain('fallo forzado')
      } finally {
        await restore()
      }
      expect(console.error).toHaveBeenCalledTimes(1)
      expect(uploads()).toEqual(before)
      expect(await personaByDocumento('36000111')).toBeUndefined()
      expect(await personaByDocumento('26111222')).toBeUndefined()
      expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore)
      expect(
        await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
      ).toEqual([])

      // Once the database is healthy, the same delivery goes through.
      await registered(await post(form(), { key }))
      await cleanupSocio('36000111', ['26111222'])
    })
  }

  /** Removes a member registered by a test so the next one can reuse the documentos. */
  async function cleanupSocio(documento: string, guardians: string[]) {
    const db = database.db
    const persona = await personaByDocumento(documento)
    const [socio] = await db.select().from(socios).where(eq(socios.personaId, persona!.id))
    await db.delete(users).where(eq(users.socioId, socio!.id))
    await db.delete(socios).where(eq(socios.id, socio!.id))
    await db.delete(personas).where(inArray(personas.documento, [documento, ...guardians]))
  }
})

describe('POST /api/socios/addSocio: an email that already has an account', () => {
  const login = (email: string, password: string) =>
    app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })

  const userData = async (token: string) => {
    const res = await app.request('/api/auth/auth', { method: 'POST', headers: bearer(token) })
    return ((await res.json()) as { response: { level: number; socio_id: number | null } }).response
  }

  it('a password account registered online is not linked: it gives way to the member’s own', async () => {
    const online = await createTestUser(database.db, { level: 0, email: 'online@example.com' })
    const body = await registered(
      await post(
        altaForm({ socio: adulto({ documento: '37000111', email: 'Online@Example.com' }) }),
      ),
    )
    expect(body.response.aviso).toBe(
      'Había una cuenta sin verificar con ese email: se reemplazó por la cuenta del socio, que ingresa con la contraseña cargada acá.',
    )
    expect(await database.db.select().from(users).where(eq(users.id, online.user.id))).toEqual([])
    const [cuenta] = await database.db
      .select()
      .from(users)
      .where(eq(users.socioId, body.response.id))
    expect(cuenta).toMatchObject({ email: 'online@example.com', level: 1, emailVerificado: true })
    expect((await login('online@example.com', TEST_PASSWORD)).status).toBe(401)
    expect((await login('online@example.com', adulto().password!)).status).toBe(200)
  })

  it('a Google account of that email (verified by Google) is linked and raised to member', async () => {
    const google = await createTestUser(database.db, { level: 0, email: 'google@example.com' })
    await database.db
      .update(users)
      .set({ googleId: 'google-sub-37000555', emailVerificado: true })
      .where(eq(users.id, google.user.id))
    // Signed in as a registered user while the administrator registers them.
    expect(await userData(google.token)).toMatchObject({ level: 0, socio_id: null })
    const usersBefore = (await database.db.select({ n: count() }).from(users))[0]!.n
    const body = await registered(
      await post(
        altaForm({ socio: adulto({ documento: '37000555', email: 'google@example.com' }) }),
      ),
    )
    expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore)
    const [cuenta] = await database.db.select().from(users).where(eq(users.id, google.user.id))
    expect(cuenta).toMatchObject({ socioId: body.response.id, level: 1 })
    // A level changed by an administrator ends the account's sessions, here at once.
    const ended = await app.request('/api/auth/auth', {
      method: 'POST',
      headers: bearer(google.token),
    })
    expect(ended.status).toBe(401)
    const again = await login('google@example.com', TEST_PASSWORD)
    const { token } = ((await again.json()) as { response: { token: string } }).response
    expect(await userData(token)).toMatchObject({ level: 1, socio_id: body.response.id })
  })

  /** The activity log's level changes, newest first, as an administrator reads them. */
  const levelChanges = async () => {
    const res = await app.request('/api/auditoria?accion=nivel-cambiado&pageSize=100', {
      headers: bearer(admin.token),
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { response: AuditoriaLista }).response.items
  }

  it('a linked account raised to member is recorded in the activity log, once', async () => {
    const cuenta = await createTestUser(database.db, { level: 0, email: 'sube@example.com' })
    await database.db
      .update(users)
      .set({ googleId: 'google-sub-37000666', emailVerificado: true })
      .where(eq(users.id, cuenta.user.id))
    const key = newKey()
    const form = () =>
      altaForm({ socio: adulto({ documento: '37000666', email: 'sube@example.com' }) })
    const body = await registered(await post(form(), { key }))
    // The same delivery again is a replay: nothing changes, nothing more is recorded.
    const replay = await post(form(), { key })
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')

    const entries = (await levelChanges()).filter((e) => e.detalle.cuenta === cuenta.user.id)
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: { id: admin.id, email: admin.email },
        ip: null,
        accion: 'nivel-cambiado',
        detalle: {
          cuenta: cuenta.user.id,
          email: 'sube@example.com',
          de: 0,
          a: 1,
          socio: body.response.id,
        },
        socio: { id: body.response.id, nombre: 'Pérez, Ana' },
      },
    ])
    expect(JSON.stringify(entries)).not.toContain(adulto().password!)
  })

  it('an administrator without a member keeps their level when linked', async () => {
    const staff = await createTestUser(database.db, { level: 3, email: 'staff@example.com' })
    const body = await registered(
      await post(
        altaForm({ socio: adulto({ documento: '37000222', email: 'staff@example.com' }) }),
      ),
    )
    const [cuenta] = await database.db.select().from(users).where(eq(users.id, staff.user.id))
    expect(cuenta).toMatchObject({ socioId: body.response.id, level: 3 })
    // Its level did not change: its sessions go on, and there is no level change to record.
    expect(await userData(staff.token)).toMatchObject({ level: 3, socio_id: body.response.id })
    expect((await levelChanges()).map((e) => e.detalle.cuenta)).not.toContain(staff.user.id)
  })

  it('409 when the email belongs to another member; nothing is written', async () => {
    const { socio } = await createSocio(database.db, {
      nombre: 'Otro',
      apellido: 'Socio',
      documento: '37000333',
    })
    const other = await createTestUser(database.db, { level: 1, email: 'tomado@example.com' })
    await database.db.update(users).set({ socioId: socio.id }).where(eq(users.id, other.user.id))
    const before = uploads()
    const res = await post(
      altaForm({ socio: adulto({ documento: '37000444', email: 'tomado@example.com' }) }),
    )
    expect(res.status).toBe(409)
    expect((await failure(res)).message).toBe('Ya existe una cuenta con ese email')
    expect(await personaByDocumento('37000444')).toBeUndefined()
    expect(uploads()).toEqual(before)
  })
})
