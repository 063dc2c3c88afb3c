import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { useTestApp } from '../../../tests/support/test-app.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import type { AuditoriaLista } from '../../../src/domain/auditoria/auditoria-api.ts'
import {
  ALIAS_INVALIDO,
  CBU_INVALIDO,
  HERO_CANTIDAD,
  IMPORTE_INVALIDO,
  type ClubSettings,
} from '../../../src/domain/configuracion/configuracion.ts'
import { eq } from 'drizzle-orm'
import { socios } from '../../db/schema/socios.ts'
import { clubDefaults } from '../../seed/club-defaults.ts'
import { seedClubSettings } from '../../seed/club-settings.ts'

const testApp = useTestApp({ clubImages: true })
let admin: string
let member: string
let gatekeeper: string

beforeAll(async () => {
  const db = testApp.database.db
  await seedClubSettings(db)
  admin = (await createTestUser(db, { level: 3 })).token
  member = (await createTestUser(db, { level: 1 })).token
  gatekeeper = (await createTestUser(db, { level: 1, departments: ['control'] })).token
})

const put = (body: unknown, token: string | null = admin) =>
  testApp.app.request('/api/settings', {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
  })
const upload = (tipo: string, body: Uint8Array | undefined, token: string | null = admin) =>
  testApp.app.request(`/api/settings/imagenes?tipo=${tipo}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'image/jpeg', ...(token ? bearer(token) : {}) },
  })
const publicSettings = async () =>
  ((await (await testApp.app.request('/api/settings/public')).json()) as { response: ClubSettings })
    .response
const settingsWith = (changes: (club: ClubSettings) => void) => {
  const club = structuredClone(clubDefaults)
  changes(club)
  return club
}
const imageFiles = () =>
  fs
    .readdirSync(testApp.clubImagesDir!)
    .filter((name) => !name.startsWith('.'))
    .sort()

const photo = (width: number, height: number, background = '#2a6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'CamaraDePrueba' } })
    .toBuffer()

describe('PUT /api/settings', () => {
  it('saves the whole settings and answers them; the public settings show them', async () => {
    const next = settingsWith((club) => {
      club.nombreCorto = 'Club SR'
      club.whatsapp = '5492954999888'
    })
    const res = await put(next)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { message: string; response: ClubSettings }
    expect(body.message).toBe('Configuración guardada')
    expect(body.response).toMatchObject({ nombreCorto: 'Club SR', whatsapp: '5492954999888' })
    expect(await publicSettings()).toEqual(body.response)
  })

  it('records what changed: the keys, and the short values before and after', async () => {
    const before = await publicSettings()
    const next = structuredClone(before)
    next.nombreCorto = 'Santa Rosa'
    next.diaVencimiento = 15
    next.hero = before.hero.slice(0, 3)
    expect((await put(next)).status).toBe(200)
    const res = await testApp.app.request('/api/auditoria?accion=configuracion', {
      headers: bearer(admin),
    })
    const { items } = ((await res.json()) as { response: AuditoriaLista }).response
    expect(items[0]!.detalle).toEqual({
      campos: ['nombreCorto', 'hero', 'diaVencimiento'],
      'nombreCorto.antes': before.nombreCorto,
      'nombreCorto.despues': 'Santa Rosa',
      'diaVencimiento.antes': before.diaVencimiento,
      'diaVencimiento.despues': 15,
    })
    // Saving the same again changes nothing and is not recorded.
    expect((await put(next)).status).toBe(200)
    const again = await testApp.app.request('/api/auditoria?accion=configuracion', {
      headers: bearer(admin),
    })
    expect(((await again.json()) as { response: AuditoriaLista }).response.total).toBe(items.length)
  })

  it.each([
    [
      'a CBU whose check digit is wrong',
      (club: ClubSettings) => (club.pagos.transferencia.cbu = '0930000200000000000001'),
      CBU_INVALIDO,
    ],
    [
      'an alias with a space',
      (club: ClubSettings) => (club.pagos.transferencia.alias = 'CLUB SANTA ROSA'),
      ALIAS_INVALIDO,
    ],
    [
      'eleven hero images',
      (club: ClubSettings) =>
        (club.hero = Array.from({ length: 11 }, (_, i) => ({
          src: `/images/hero/hero-${String(i + 1).padStart(2, '0')}`,
          alt: `Imagen ${i + 1}`,
        }))),
      HERO_CANTIDAD,
    ],
    ['no hero image', (club: ClubSettings) => (club.hero = []), HERO_CANTIDAD],
    ['a bad email', (club: ClubSettings) => (club.email = 'secretaria@'), 'El email no es válido'],
    [
      'eleven sponsors',
      (club: ClubSettings) =>
        (club.sponsors = Array.from({ length: 11 }, (_, i) => ({
          nombre: `Sponsor ${i}`,
          src: `/images/sponsors/sponsor-${i}`,
          alt: 'Banner',
        }))),
      'Hasta 10 sponsors',
    ],
    [
      'a due day past 28',
      (club: ClubSettings) => (club.diaVencimiento = 31),
      'El día de vencimiento debe ser de 1 a 28',
    ],
    [
      'an amount past the largest',
      (club: ClubSettings) => (club.categorias[0]!.importe = 2 ** 40),
      IMPORTE_INVALIDO,
    ],
    [
      'an image that was never uploaded',
      (club: ClubSettings) => (club.hero[0]!.src = `/api/settings/imagenes/hero-${'a'.repeat(32)}`),
      'La imagen 1 del carrusel no está en el servidor: subila de nuevo',
    ],
    [
      'a path outside the images',
      (club: ClubSettings) => (club.escudo = '/../../etc/passwd'),
      'El escudo no está en el servidor: subila de nuevo',
    ],
  ])('400 for %s, with its message; nothing is saved', async (_name, change, message) => {
    const before = await publicSettings()
    const res = await put(settingsWith(change))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(message)
    expect(await publicSettings()).toEqual(before)
  })

  it('refuses to remove or rename a category members have; an unused one goes', async () => {
    const db = testApp.database.db
    const made = await createSocio(db, { nombre: 'Rosa', apellido: 'Funes' })
    await db.update(socios).set({ categoria: 'Jubilado' }).where(eq(socios.id, made.socio.id))
    const before = await publicSettings()
    const sinJubilado = (club: ClubSettings) =>
      (club.categorias = club.categorias.filter((c) => c.nombre !== 'Jubilado'))
    const removed = await put(settingsWith(sinJubilado))
    expect(removed.status).toBe(400)
    expect(((await removed.json()) as { message: string }).message).toBe(
      'La categoría Jubilado tiene 1 socio: no se puede quitar ni cambiar de nombre',
    )
    const renamed = await put(
      settingsWith((club) => (club.categorias[2] = { nombre: 'Jubilada', importe: 900_000 })),
    )
    expect(renamed.status).toBe(400)
    expect(await publicSettings()).toEqual(before)

    // Vitalicio has no member here: it may go, and its amount may change on the way.
    const res = await put(
      settingsWith((club) => {
        club.categorias = club.categorias.filter((c) => c.nombre !== 'Vitalicio')
        club.categorias[0]!.importe = 1_750_050
      }),
    )
    expect(res.status).toBe(200)
    expect((await publicSettings()).categorias).toEqual([
      { nombre: 'Activo', importe: 1_750_050 },
      { nombre: 'Cadete', importe: 800_000 },
      { nombre: 'Jubilado', importe: 900_000 },
    ])
  })

  it('401 without a session, 403 for a member and a gatekeeper', async () => {
    await expectFailure(await put(clubDefaults, null), 401, 'No estás autenticado')
    for (const token of [member, gatekeeper]) {
      await expectFailure(
        await put(clubDefaults, token),
        403,
        'No tenés permiso para realizar esta acción',
      )
    }
  })
})

describe('POST /api/settings/imagenes', () => {
  it('makes the hero variants the pages ask for, served by content type and for good', async () => {
    const res = await upload('hero', await photo(2400, 1600))
    expect(res.status).toBe(200)
    const { src } = ((await res.json()) as { response: { src: string } }).response
    expect(src).toMatch(/^\/api\/settings\/imagenes\/hero-[0-9a-f]{32}$/)
    const sizes = {
      '-640': [640, 360],
      '-1280': [1280, 720],
      '-1920': [1920, 1080],
      '-portrait-480': [480, 854],
    }
    for (const [suffix, [width, height]] of Object.entries(sizes)) {
      for (const ext of ['avif', 'webp']) {
        const served = await testApp.app.request(`${src}${suffix}.${ext}`)
        expect(served.status).toBe(200)
        expect(served.headers.get('content-type')).toBe(`image/${ext}`)
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
        expect(meta).toMatchObject({ width, height })
        expect(meta.format).toBe(ext === 'avif' ? 'heif' : 'webp')
        expect(meta.exif).toBeUndefined()
      }
    }
    // The same image again is the same name; a different one is another.
    const again = await upload('hero', await photo(2400, 1600))
    expect(((await again.json()) as { response: { src: string } }).response.src).toBe(src)
    const other = await upload('hero', await photo(2400, 1600, '#a62'))
    expect(((await other.json()) as { response: { src: string } }).response.src).not.toBe(src)

    // It may stand in the carousel now, not as a sponsor's image.
    const club = await publicSettings()
    const saved = await put({ ...club, hero: [{ src, alt: 'La cancha' }, ...club.hero.slice(1)] })
    expect(await saved.json()).toMatchObject({ message: 'Configuración guardada' })
    expect((await publicSettings()).hero[0]).toEqual({ src, alt: 'La cancha' })
    const sponsor = await put({ ...club, sponsors: [{ nombre: 'Otro', src, alt: 'Banner' }] })
    expect(((await sponsor.json()) as { message: string }).message).toBe(
      'La imagen del sponsor Otro no está en el servidor: subila de nuevo',
    )
  })

  it("a sponsor's banner and its half size; the crest, one image with its extension", async () => {
    const sponsor = await upload('sponsor', await photo(900, 900))
    const { src } = ((await sponsor.json()) as { response: { src: string } }).response
    for (const [suffix, width, height] of [
      ['.webp', 1200, 600],
      ['-600.webp', 600, 300],
    ] as const) {
      const served = await testApp.app.request(`${src}${suffix}`)
      expect(served.headers.get('content-type')).toBe('image/webp')
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ width, height })
    }
    const png = await sharp({
      create: {
        width: 800,
        height: 960,
        channels: 4,
        background: { r: 0, g: 90, b: 50, alpha: 0 },
      },
    })
      .png()
      .toBuffer()
    const escudo = await upload('escudo', png)
    const crest = ((await escudo.json()) as { response: { src: string } }).response.src
    expect(crest).toMatch(/^\/api\/settings\/imagenes\/escudo-[0-9a-f]{32}\.webp$/)
    const served = await testApp.app.request(crest)
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 427, height: 512, hasAlpha: true })
    const club = await publicSettings()
    expect((await put({ ...club, escudo: crest })).status).toBe(200)
  })

  it('415 for what is not an image, whatever it says it is; nothing is written', async () => {
    const before = imageFiles()
    const pdf = new TextEncoder().encode('%PDF-1.7\n'.padEnd(400, ' '))
    await expectFailure(
      await upload('hero', pdf),
      415,
      'Por favor selecciona un archivo de imagen válido',
    )
    // A PNG signature over bytes that are not one.
    const fake = new Uint8Array(400)
    fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect((await upload('sponsor', fake)).status).toBe(415)
    expect(imageFiles()).toEqual(before)
  })

  it('400 for an unknown kind or no image; 403 for a member and a gatekeeper', async () => {
    const image = await photo(100, 100)
    await expectFailure(
      await upload('fondo', image),
      400,
      'Tipo de imagen inválido: hero, sponsor o escudo',
    )
    await expectFailure(await upload('hero', undefined), 400, 'Falta la imagen')
    await expectFailure(await upload('hero', image, null), 401, 'No estás autenticado')
    for (const token of [member, gatekeeper]) {
      expect((await upload('hero', image, token)).status).toBe(403)
    }
  })
})

describe('GET /api/settings/imagenes/:file', () => {
  it('serves nothing but the variants it makes: no path tricks', async () => {
    const dir = testApp.clubImagesDir!
    fs.writeFileSync(path.join(path.dirname(dir), 'secreto.txt'), 'no')
    const [someFile] = imageFiles()
    const hash = /-([0-9a-f]{32})/.exec(someFile!)![1]
    for (const file of [
      '..%2Fsecreto.txt',
      '%2E%2E%2Fsecreto.txt',
      '..%5Csecreto.txt',
      `hero-${hash}-2000.webp`,
      `hero-${hash}.png`,
      `HERO-${hash}-640.webp`,
      `escudo-${hash}-640.webp`,
      '.tmp',
    ]) {
      const res = await testApp.app.request(`/api/settings/imagenes/${file}`)
      expect(res.status, file).toBe(404)
    }
    expect((await testApp.app.request('/api/settings/imagenes/../../secreto.txt')).status).toBe(404)
    fs.rmSync(path.join(path.dirname(dir), 'secreto.txt'))
  })

  it('a save deletes the uploads no setting names, once a day old', async () => {
    const dir = testApp.clubImagesDir!
    const res = await upload('sponsor', await photo(300, 300, '#123'))
    const { src } = ((await res.json()) as { response: { src: string } }).response
    const name = path.basename(src)
    const files = imageFiles().filter((file) => file.startsWith(name))
    expect(files).toHaveLength(2)
    // Fresh: kept through a save that does not name it (another administrator's).
    expect((await put(await publicSettings())).status).toBe(200)
    expect(imageFiles().filter((file) => file.startsWith(name))).toHaveLength(2)
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000)
    for (const file of imageFiles()) fs.utimesSync(path.join(dir, file), dayAgo, dayAgo)
    const used = (await publicSettings()).hero[0]!.src
    expect((await put(await publicSettings())).status).toBe(200)
    expect(imageFiles().filter((file) => file.startsWith(name))).toEqual([])
    // What the settings name stays, however old.
    expect(imageFiles().filter((file) => file.startsWith(path.basename(used)))).toHaveLength(8)
  })
})
