import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createMemberUser, createTestUser } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { imagenesPersonas, personas } from '../../db/schema/socios.ts'
import { clubDefaults } from '../../seed/club-defaults.ts'
import { saveClubSettings } from '../configuracion/club-settings.ts'

let database: TestDatabase
let app: App
let testApp: TestApp
let admin: string
let member: { token: string; socioId: number }
let uploadsDir: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  testApp = await createTestApp({ uploads: true })
  ;({ database, app, uploadsDir } = testApp)
  const db = database.db
  const people = [
    {
      key: 'nunez',
      nombre: 'José',
      apellido: 'Núñez',
      documento: '30123456',
      alta: '2001-02-03',
      grupo: 'Familia Núñez',
    },
    {
      key: 'nunez2',
      nombre: 'María Inés',
      apellido: 'Núñez',
      documento: '30999888',
      alta: '2015-06-01',
      grupo: 'Familia Núñez',
    },
    {
      key: 'gomez',
      nombre: 'Ana',
      apellido: 'Gómez',
      documento: '28111222',
      alta: '1999-01-10',
      estado: 'Inactivo' as const,
      historial: [{ alta: '1999-01-10', baja: '2020-01-01', motivo: 'Mudanza' }],
    },
    {
      key: 'perez',
      nombre: 'Carlos',
      apellido: 'Pérez',
      apodo: 'Charly',
      documento: '40555666',
      alta: '2024-08-15',
      estado: 'Pendiente' as const,
    },
    { key: 'diaz', nombre: 'Lucía', apellido: 'Díaz', documento: '30100200', alta: '2010-10-10' },
  ]
  for (const p of people) ids[p.key] = (await createSocio(db, p)).socio.id
  for (let i = 0; i < 20; i++) {
    await createSocio(db, {
      nombre: `Persona${i}`,
      apellido: `Zárate${String(i).padStart(2, '0')}`,
      documento: String(50_000_000 + i),
    })
  }
  admin = (await createTestUser(db, { level: 3 })).token
  member = { token: (await createMemberUser(db, ids.diaz!)).token, socioId: ids.diaz! }
})

afterAll(() => testApp.close())

const get = (url: string, token = admin) => app.request(url, { headers: bearer(token) })
type List = {
  response: {
    total: number
    items: {
      id: number
      estado: string
      persona: { apellido: string; nombre: string; documento: string }
      socios_grupo: unknown
      socios_historials: unknown[]
    }[]
  }
}
const list = async (query: string) =>
  ((await (await get(`/api/socios/getSocios?${query}`)).json()) as List).response

describe('GET /api/socios/getSocios', () => {
  it('pages the list sorted by surname with the total', async () => {
    const page1 = await list('pageSize=10')
    expect(page1.total).toBe(25)
    expect(page1.items).toHaveLength(10)
    expect(page1.items.slice(0, 3).map((s) => s.persona.apellido)).toEqual([
      'Díaz',
      'Gómez',
      'Núñez',
    ])
    const page3 = await list('pageSize=10&page=3')
    expect(page3.items).toHaveLength(5)
    expect(page3.items.at(-1)?.persona.apellido).toBe('Zárate19')
  })

  it('shapes items as the product lists them (group, history)', async () => {
    const { items } = await list('search=jose')
    expect(items).toEqual([
      {
        id: ids.nunez,
        alta: '2001-02-03',
        estado: 'Activo',
        vencimiento: '2026-11-30',
        persona: { apellido: 'Núñez', nombre: 'José', documento: '30123456' },
        socios_grupo: { grupo: { id: expect.any(Number), nombre: 'Familia Núñez' } },
        socios_historials: [{ alta: '2001-02-03', baja: null }],
        // No cuotas yet: up to date (server/routes/cuotas/al-dia.test.ts has the rest).
        al_dia: true,
        cuotas_vencidas: 0,
      },
    ])
  })

  it('searches names without accents or case, by word start, and by apodo', async () => {
    expect((await list('search=NUNEZ')).items.map((s) => s.persona.nombre)).toEqual([
      'José',
      'María Inés',
    ])
    expect((await list('search=ines nun')).items.map((s) => s.id)).toEqual([ids.nunez2])
    expect((await list('search=charly')).items.map((s) => s.id)).toEqual([ids.perez])
    expect((await list('search=unez')).total).toBe(0)
    expect((await list('search=%25')).total).toBe(0)
  })

  it('finds a member written as the app shows names: either order, comma optional', async () => {
    for (const search of [
      'Núñez, José',
      'nunez jose',
      'José Núñez',
      'NUÑEZ,JOSE',
      ' , jose , nunez ',
    ]) {
      const found = await list(`search=${encodeURIComponent(search)}`)
      expect(
        found.items.map((s) => s.id),
        search,
      ).toEqual([ids.nunez])
    }
    expect(
      (await list(`search=${encodeURIComponent('Núñez, María Inés')}`)).items.map((s) => s.id),
    ).toEqual([ids.nunez2])
    expect((await list(`search=${encodeURIComponent(',')}`)).total).toBe(25)
    expect((await list(`search=${encodeURIComponent('Núñez, Ana')}`)).total).toBe(0)
  })

  it('searches DNIs by prefix, with or without dots', async () => {
    expect((await list('search=301')).items.map((s) => s.id)).toEqual([ids.diaz, ids.nunez])
    expect((await list('search=30.123')).items.map((s) => s.id)).toEqual([ids.nunez])
  })

  it('filters by estado and sorts by antigüedad and estado', async () => {
    expect((await list('estado=inactivos')).items.map((s) => s.id)).toEqual([ids.gomez])
    expect((await list('estado=pendiente')).items.map((s) => s.id)).toEqual([ids.perez])
    expect((await list('estado=activos')).total).toBe(23)
    expect((await list('sort=antiguedad')).items.slice(0, 2).map((s) => s.id)).toEqual([
      ids.gomez,
      ids.nunez,
    ])
    const byEstado = await list('sort=estado&pageSize=50')
    expect(byEstado.items.at(-1)?.estado).toBe('Pendiente')
  })

  it('counts the same members it lists, with a search and estado together and past the end', async () => {
    const both = await list('search=nunez&estado=activos')
    expect(both.total).toBe(both.items.length)
    expect(both.total).toBe(2)
    expect(await list('search=zarate&estado=inactivos')).toMatchObject({ total: 0, items: [] })
    expect(await list('estado=activos&pageSize=10&page=9')).toMatchObject({
      total: 23,
      items: [],
    })
  })

  it('answers 400 with a Spanish message for unknown values', async () => {
    for (const [query, message] of [
      ['estado=borrados', 'Estado inválido: todos, activos, inactivos o pendiente'],
      ['sort=edad', 'Orden inválido: apellido, antiguedad o estado'],
      ['pageSize=7', 'El tamaño de página debe ser 10, 25 o 50'],
      ['page=0', 'La página debe ser un número mayor que 0'],
    ] as const) {
      const res = await get(`/api/socios/getSocios?${query}`)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(message)
    }
  })
})

describe('GET /api/socios/getSocio', () => {
  it('gives an administrator the detail shape', async () => {
    const res = await get(`/api/socios/getSocio?id=${ids.gomez}`)
    const body = (await res.json()) as { response: Record<string, unknown> }
    expect(body.response).toMatchObject({
      id: ids.gomez,
      socio_id: ids.gomez,
      activo: false,
      estado: 'Inactivo',
      documento: '28111222',
      fechaIngreso: '1999-01-10',
      persona: { nombre: 'Ana', apellido: 'Gómez', documento: '28111222', imagenes_personas: [] },
      historial: [{ alta: '1999-01-10', baja: '2020-01-01', motivo: 'Mudanza' }],
    })
  })

  it('lets a member read only their own record', async () => {
    expect((await get(`/api/socios/getSocio?id=${member.socioId}`, member.token)).status).toBe(200)
    const other = await get(`/api/socios/getSocio?id=${ids.nunez}`, member.token)
    expect(other.status).toBe(403)
    expect((await get(`/api/socios/getSocios`, member.token)).status).toBe(403)
  })

  it('404 for an unknown member, 400 for a bad id', async () => {
    expect((await get('/api/socios/getSocio?id=999999')).status).toBe(404)
    expect((await get('/api/socios/getSocio?id=abc')).status).toBe(400)
  })

  it('400, never 500, for numbers past the database integer', async () => {
    const adminAsMember = await createTestUser(database.db, { level: 3 })
    for (const id of ['2147483648', '9999999999']) {
      for (const res of [
        await get(`/api/socios/getSocio?id=${id}`),
        await get(`/api/socios/${id}/foto`),
        await app.request(`/api/socios/${id}`, {
          method: 'PATCH',
          headers: { ...bearer(adminAsMember.token), 'Content-Type': 'application/json' },
          body: JSON.stringify({ nombre: 'X' }),
        }),
      ]) {
        expect(res.status).toBe(400)
        expect(((await res.json()) as { message: string }).message).toBe('Número de socio inválido')
      }
    }
    expect((await get('/api/socios/getSocio?id=2147483647')).status).toBe(404)
  })
})

describe('GET /api/socios/getPersonas', () => {
  it('finds a person by documento', async () => {
    const res = await get('/api/socios/getPersonas?documento=30.123.456')
    expect(((await res.json()) as { response: unknown }).response).toMatchObject({
      documento: '30123456',
      nombre: 'José',
      apellido: 'Núñez',
      nacionalidad: 'Argentina',
    })
    expect((await get('/api/socios/getPersonas?documento=11111111')).status).toBe(404)
    expect((await get('/api/socios/getPersonas?documento=12')).status).toBe(400)
  })
})

describe('PATCH /api/socios/:id', () => {
  const patch = (id: number, body: unknown, token = admin) =>
    app.request(`/api/socios/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...bearer(token) },
      body: JSON.stringify(body),
    })

  it('edits persona fields and the list shows them', async () => {
    const res = await patch(ids.diaz!, { apodo: 'Lu', nombre: 'Lucía Belén' })
    expect(res.status).toBe(200)
    expect((await list('search=belen')).items.map((s) => s.id)).toEqual([ids.diaz])
    expect((await list('search=lu diaz')).items.map((s) => s.id)).toEqual([ids.diaz])
  })

  it('writes estado changes to the history', async () => {
    await patch(ids.nunez2!, { estado: 'Inactivo', motivo: 'Renuncia' })
    let detail = (await (await get(`/api/socios/getSocio?id=${ids.nunez2}`)).json()) as {
      response: { historial: { baja: string | null; motivo: string | null }[] }
    }
    expect(detail.response.historial.at(-1)).toMatchObject({
      baja: expect.any(String),
      motivo: 'Renuncia',
    })
    await patch(ids.nunez2!, { estado: 'Activo' })
    detail = (await (await get(`/api/socios/getSocio?id=${ids.nunez2}`)).json()) as typeof detail
    expect(detail.response.historial).toHaveLength(2)
    expect(detail.response.historial.at(-1)?.baja).toBeNull()
  })

  it('validates with Spanish messages, and only administrators may edit', async () => {
    const res = await patch(ids.diaz!, { email: 'no-es-email', nombre: '' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: string[] }).errors).toEqual([
      'Nombre es requerido',
      'Email inválido',
    ])
    expect((await patch(ids.diaz!, { apodo: 'x' }, member.token)).status).toBe(403)
    expect((await patch(999999, { apodo: 'x' })).status).toBe(404)
  })

  it('changes the DNI, and the list finds the member by the new one', async () => {
    const res = await patch(ids.perez!, { documento: '40.555.667' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { response: { documento: string } }
    expect(body.response.documento).toBe('40555667')
    expect((await list('search=40555667')).items.map((s) => s.id)).toEqual([ids.perez])
    expect((await list('search=40555666')).items).toEqual([])
  })

  it("409 for a DNI that is another member's, naming them; nothing is written", async () => {
    const res = await patch(ids.perez!, { documento: '30123456', apodo: 'Otro' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toBe(
      `El DNI 30.123.456 ya es de otro socio: Núñez, José (Socio #${ids.nunez})`,
    )
    const detail = (await (await get(`/api/socios/getSocio?id=${ids.perez}`)).json()) as {
      response: { documento: string; apodo: string | null }
    }
    expect(detail.response).toMatchObject({ documento: '40555667', apodo: 'Charly' })
  })

  it('409 for a DNI of a person on file who is not a member (a guardian)', async () => {
    await database.db.insert(personas).values({
      documento: '27333444',
      nombre: 'Marta',
      apellido: 'Gómez',
      busqueda: 'gomez marta',
    })
    const res = await patch(ids.perez!, { documento: '27333444' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toBe(
      'El DNI 27.333.444 ya es de otra persona registrada: Gómez, Marta',
    )
  })

  it('400 for a DNI that is not 6 to 8 digits', async () => {
    const res = await patch(ids.perez!, { documento: '12.345' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(
      'El documento debe tener entre 6 y 8 números',
    )
  })

  it.each(['4011a333', '40.555.66x', 'abcdefgh'])(
    '400 for a DNI %j with a letter, as the registration; nothing changes',
    async (documento) => {
      const res = await patch(ids.perez!, { documento, apodo: 'Otro' })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(
        'El documento debe tener entre 6 y 8 números',
      )
      const detail = (await (await get(`/api/socios/getSocio?id=${ids.perez}`)).json()) as {
        response: { documento: string; apodo: string | null }
      }
      expect(detail.response).toMatchObject({ documento: '40555667', apodo: 'Charly' })
    },
  )

  it.each([
    ['nombre', 80],
    ['apellido', 80],
    ['apodo', 40],
    ['nacionalidad', 60],
    ['domicilio', 200],
    ['tramite', 20],
    ['ofIdentidad', 20],
    ['motivo', 200],
  ])('400 for a %s over its %i characters, saying the limit', async (campo, max) => {
    const res = await patch(ids.perez!, { [campo]: 'x'.repeat(max + 1) })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(`Máximo ${max} caracteres`)
  })

  it('400 for an email over 254 characters and a phone with a letter', async () => {
    const email = await patch(ids.perez!, { email: `${'x'.repeat(250)}@club.ar` })
    expect(((await email.json()) as { message: string }).message).toBe('Máximo 254 caracteres')
    const telefono = await patch(ids.perez!, { telefono: '2954a12345' })
    expect(((await telefono.json()) as { message: string }).message).toBe('Teléfono: solo números')
  })

  it("edits the DNI card's data; an empty value clears it", async () => {
    const res = await patch(ids.perez!, {
      tramite: '00123456789',
      ejemplar: 'B',
      emision: '2021-05-06',
      ofIdentidad: '',
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { response: Record<string, unknown> }
    expect(body.response).toMatchObject({
      tramite: '00123456789',
      ejemplar: 'B',
      emision: '2021-05-06',
      ofIdentidad: null,
    })
    const tooLong = await patch(ids.perez!, { ejemplar: 'ABC' })
    expect(((await tooLong.json()) as { message: string }).message).toBe('Máximo 2 caracteres')
  })

  it('the activity log names only the fields that changed; an edit that changes nothing is not logged', async () => {
    const entries = async () => {
      const res = await get('/api/auditoria?accion=socio-editado&pageSize=100')
      return ((await res.json()) as { response: { items: { detalle: unknown }[] } }).response.items
    }
    const before = (await entries()).length
    await patch(ids.gomez!, { nombre: 'Ana', apellido: 'Gómez', apodo: 'Anita', email: '' })
    const [latest] = await entries()
    expect(latest!.detalle).toEqual({ socioId: ids.gomez, campos: ['apodo'] })
    expect((await patch(ids.gomez!, { nombre: 'Ana', apodo: 'Anita' })).status).toBe(200)
    expect(await entries()).toHaveLength(before + 1)
  })

  it("takes a categoría only from the club's list", async () => {
    const res = await patch(ids.diaz!, { categoria: '2954123456' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(
      'Categoría inválida: Activo, Cadete, Jubilado o Vitalicio',
    )
    expect((await patch(ids.diaz!, { categoria: 'Jubilado' })).status).toBe(200)
    const detail = (await (await get(`/api/socios/getSocio?id=${ids.diaz}`)).json()) as {
      response: { categoria: string }
    }
    expect(detail.response.categoria).toBe('Jubilado')
  })

  it("follows the club's categories as the settings name them", async () => {
    await saveClubSettings(database.db, {
      ...clubDefaults,
      categorias: [
        { nombre: 'Pleno', importe: 1_000_000 },
        { nombre: 'Jubilado', importe: 500_000 },
      ],
    })
    try {
      const res = await patch(ids.diaz!, { categoria: 'Activo' })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(
        'Categoría inválida: Pleno o Jubilado',
      )
      expect((await patch(ids.diaz!, { categoria: 'Pleno' })).status).toBe(200)
    } finally {
      await saveClubSettings(database.db, clubDefaults)
    }
  })
})

describe('GET /api/socios/export', () => {
  it('streams the filtered list as es-AR CSV with a BOM', async () => {
    const res = await get('/api/socios/export?estado=inactivos')
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="socios-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
    const lines = text.split('\r\n')
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(lines[0]).toBe(
      '\uFEFFNúmero;Apellido;Nombre;DNI;Estado;Alta;Vencimiento;Categoría;Grupo familiar;Email;Teléfono',
    )
    expect(lines[1]).toBe(
      `${ids.gomez};Gómez;Ana;28111222;Inactivo;10/01/1999;30/11/2026;Activo;;;`,
    )
    expect(lines).toHaveLength(3)
  })
})

describe('GET /api/socios/:id/foto', () => {
  it('serves the photo to the member and administrators only', async () => {
    fs.writeFileSync(path.join(uploadsDir, 'foto-diaz.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
    const detail = (await (await get(`/api/socios/getSocio?id=${ids.diaz}`)).json()) as {
      response: { persona: { nombre: string } }
    }
    expect(detail.response.persona.nombre).toBe('Lucía Belén')
    expect((await get(`/api/socios/${ids.diaz}/foto`)).status).toBe(404)
    const [socioPersona] = await database.db.query.personas.findMany({
      where: (p, { eq: e }) => e(p.documento, '30100200'),
    })
    await database.db
      .insert(imagenesPersonas)
      .values({ personaId: socioPersona!.id, tipo: 'principal', ruta: 'foto-diaz.jpg' })
    const own = await get(`/api/socios/${ids.diaz}/foto`, member.token)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/jpeg')
    // Revalidated on every use, and kept apart per session in any cache on the way.
    expect(own.headers.get('cache-control')).toBe('private, no-cache')
    expect(own.headers.get('vary')).toContain('Authorization')
    expect((await get(`/api/socios/${ids.nunez}/foto`, member.token)).status).toBe(403)
    expect((await app.request(`/api/socios/${ids.diaz}/foto`)).status).toBe(401)
  })
})
