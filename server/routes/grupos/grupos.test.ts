import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, diaRelativo, insertCuota } from '../../../tests/support/cuotas.ts'
import { conCuenta, grupoDe, useGruposApi } from '../../../tests/support/grupos.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import type { Grupo, GrupoList, DisponiblesList } from '../../../src/domain/grupos/grupos-api.ts'
import { CARACTER_NULO } from '../../../src/domain/validation.ts'
import { grupos } from '../../db/schema/grupos.ts'
import { socios } from '../../db/schema/socios.ts'
import { users } from '../../db/schema/cuenta.ts'

const { testApp, api } = useGruposApi()

const crear = async (nombre: string) => {
  const { status, body } = await api('POST', '', { nombre })
  expect(status, body.message).toBe(200)
  return body.response as Grupo
}

const miembro = async (
  nombre: string,
  apellido: string,
  options: { estado?: 'Activo' | 'Inactivo' | 'Pendiente'; documento?: string } = {},
) => (await createSocio(testApp.database.db, { nombre, apellido, ...options })).socio.id

const agregar = async (grupo: number, socio: number) => {
  const { status, body } = await api('POST', `/${grupo}/miembros`, { socio_id: socio })
  expect(status, body.message).toBe(200)
  return body.response as Grupo
}

const listar = async (query = '') => {
  const { status, body } = await api('GET', query ? `?${query}` : '')
  expect(status, body.message).toBe(200)
  return body.response as GrupoList
}

describe('POST /api/grupos and PATCH /api/grupos/{id}: the name', () => {
  it('creates a group without members, its name trimmed and its spaces single', async () => {
    const { status, body } = await api('POST', '', { nombre: '  Familia   Núñez ' })
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      message: 'Grupo creado',
      response: {
        id: expect.any(Number),
        nombre: 'Familia Núñez',
        miembros: [],
        habilitados: 0,
        descuento: 0,
      },
    })
  })

  it('refuses a blank name, or one too long, with the message', async () => {
    const message = async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
      const res = await api(method, path, body)
      expect(res.status).toBe(400)
      return res.body.message
    }
    const { id } = await crear('Familia Blanco')
    for (const [method, path] of [
      ['POST', ''],
      ['PATCH', `/${id}`],
    ] as const) {
      for (const nombre of ['', '   ', '\t \n']) {
        expect(await message(method, path, { nombre })).toBe('El nombre del grupo es requerido')
      }
      expect(await message(method, path, {})).toBe('Falta o no es válido el campo nombre')
      expect(await message(method, path, { nombre: 'x'.repeat(81) })).toBe(
        'El nombre del grupo puede tener hasta 80 caracteres',
      )
    }
    expect((await api('GET', `/${id}`)).body.response).toMatchObject({ nombre: 'Familia Blanco' })
  })

  it('refuses a NUL character in the name or a search with 400, never a 500', async () => {
    const res = await api('POST', '', { nombre: 'Familia\u0000Nula' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(CARACTER_NULO)
    const search = await api('GET', `?search=${encodeURIComponent('a\u0000b')}`)
    expect(search.status).toBe(400)
    expect(search.body.message).toBe(CARACTER_NULO)
  })

  it('refuses a name taken, whatever its case, accents or spaces: 409 naming the group', async () => {
    // Also with accents as separate marks (NFD) and non-breaking spaces, as pasted text has.
    const pegado = 'Familia\u00a0Nu\u0301n\u0303ez'
    for (const nombre of ['familia nunez', ' FAMILIA   NÚÑEZ', 'Familia Nuñez', pegado]) {
      const { status, body } = await api('POST', '', { nombre })
      expect(status).toBe(409)
      expect(body).toMatchObject({
        success: false,
        message: 'Ya existe un grupo llamado “Familia Núñez”',
      })
    }
    const { id } = await crear('Familia Otra')
    const renamed = await api('PATCH', `/${id}`, { nombre: 'FAMILIA  nuñez' })
    expect(renamed.status).toBe(409)
    expect(renamed.body.message).toBe('Ya existe un grupo llamado “Familia Núñez”')
    expect((await api('GET', `/${id}`)).body.response).toMatchObject({ nombre: 'Familia Otra' })
  })

  it('renames a group, also to its own name written otherwise', async () => {
    const { id } = await crear('Familia Rios')
    const { status, body } = await api('PATCH', `/${id}`, { nombre: 'Familia Ríos' })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      success: true,
      message: 'Nombre del grupo actualizado',
      response: { id, nombre: 'Familia Ríos', miembros: [] },
    })
    expect((await api('GET', `/${id}`)).body.response).toMatchObject({ nombre: 'Familia Ríos' })
    // Renamed to another, the old name is free again.
    expect((await api('PATCH', `/${id}`, { nombre: 'Familia Ríos Sur' })).status).toBe(200)
    expect((await crear('Familia Rios')).nombre).toBe('Familia Rios')
  })

  it('answers 404 for a group that does not exist', async () => {
    const { status, body } = await api('PATCH', '/999999', { nombre: 'Familia Nadie' })
    expect(status).toBe(404)
    expect(body.message).toBe('Grupo familiar no encontrado')
    expect((await api('GET', '/999999')).body.message).toBe('Grupo familiar no encontrado')
  })
})

describe('ids in the path', () => {
  it('answers 400, never a 500, for what is not an id, past 2147483647 too', async () => {
    const { id } = await crear('Familia Ids')
    const socio = await miembro('Ida', 'Ids')
    for (const bad of ['2147483648', '99999999999', '0', '-1', 'abc', '1.5', '01']) {
      const calls = [
        api('GET', `/${bad}`),
        api('PATCH', `/${bad}`, { nombre: 'Familia X' }),
        api('DELETE', `/${bad}`),
        api('POST', `/${bad}/miembros`, { socio_id: socio }),
        api('DELETE', `/${bad}/miembros/${socio}`),
      ]
      for (const { status, body } of await Promise.all(calls)) {
        expect(status, bad).toBe(400)
        expect(body.message).toBe('Número de grupo inválido')
      }
      const quitar = await api('DELETE', `/${id}/miembros/${bad}`)
      expect(quitar.status, bad).toBe(400)
      expect(quitar.body.message).toBe('Número de socio inválido')
    }
    for (const socio_id of [2147483648, 0, -3, 'abc', 1.5, null]) {
      const { status, body } = await api('POST', `/${id}/miembros`, { socio_id })
      expect(status, String(socio_id)).toBe(400)
      expect(body.message).toBe('Número de socio inválido')
    }
    expect((await api('GET', '/2147483647')).status).toBe(404)
    expect((await api('DELETE', `/${id}/miembros/2147483647`)).status).toBe(404)
  })
})

describe('a group with its members', () => {
  it('counts who counts for the discount: active, level 1 or more, up to date', async () => {
    const db = testApp.database.db
    const { id } = await crear('Familia Cuenta')
    const hoy = diaDelClub()
    const ana = await miembro('Ana', 'Cuenta')
    const beto = await miembro('Beto', 'Cuenta')
    const ciro = await miembro('Ciro', 'Cuenta')
    const dora = await miembro('Dora', 'Cuenta')
    for (const socio of [dora, ciro, beto, ana]) await agregar(id, socio)
    // Due today is not late; due yesterday is.
    await insertCuota(db, { socioId: ana, periodo: '2026-01', vencimiento: hoy })
    let grupo = (await api('GET', `/${id}`)).body.response as Grupo
    expect(grupo).toMatchObject({ habilitados: 4, descuento: 15 })
    await insertCuota(db, { socioId: dora, periodo: '2026-01', vencimiento: diaRelativo(hoy, -1) })
    await insertCuota(db, { socioId: dora, periodo: '2026-02', vencimiento: diaRelativo(hoy, -1) })
    grupo = (await api('GET', `/${id}`)).body.response as Grupo
    expect(grupo.miembros.map((m) => m.nombre)).toEqual(['Ana', 'Beto', 'Ciro', 'Dora'])
    expect(grupo.miembros[3]).toEqual({
      id: dora,
      nombre: 'Dora',
      apellido: 'Cuenta',
      documento: expect.stringMatching(/^\d+$/),
      estado: 'Activo',
      level: 1,
      al_dia: false,
      cuotas_vencidas: 2,
      habilitado: false,
    })
    expect(grupo).toMatchObject({ habilitados: 3, descuento: 10 })

    // A member who stops being active, or whose account is level 0, stays but does not count.
    await db.update(socios).set({ estado: 'Inactivo' }).where(eq(socios.id, ciro))
    const cuenta = await conCuenta(db, beto, 3)
    grupo = (await api('GET', `/${id}`)).body.response as Grupo
    expect(grupo.miembros.map((m) => [m.nombre, m.level, m.habilitado])).toEqual([
      ['Ana', 1, true],
      ['Beto', 3, true],
      ['Ciro', 1, false],
      ['Dora', 1, false],
    ])
    expect(grupo).toMatchObject({ habilitados: 2, descuento: 5 })
    await db.update(users).set({ level: 0 }).where(eq(users.id, cuenta))
    grupo = (await api('GET', `/${id}`)).body.response as Grupo
    expect(grupo.miembros[1]).toMatchObject({ level: 0, habilitado: false })
    expect(grupo).toMatchObject({ habilitados: 1, descuento: 0 })
    // The list says the same.
    const { items } = await listar('search=familia cuenta')
    expect(items).toEqual([grupo])
  })
})

describe('DELETE /api/grupos/{id}', () => {
  it('deletes the group; its members stay, without group', async () => {
    const db = testApp.database.db
    const { id } = await crear('Familia Borrar')
    const uno = await miembro('Uno', 'Borrar')
    const dos = await miembro('Dos', 'Borrar')
    await agregar(id, uno)
    await agregar(id, dos)
    const { status, body } = await api('DELETE', `/${id}`)
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, message: 'Grupo eliminado', response: { id } })
    expect(await db.select().from(grupos).where(eq(grupos.id, id))).toEqual([])
    expect(await grupoDe(db, uno)).toBeNull()
    expect(await grupoDe(db, dos)).toBeNull()
    const [row] = await db.select({ estado: socios.estado }).from(socios).where(eq(socios.id, uno))
    expect(row).toEqual({ estado: 'Activo' })
    const again = await api('DELETE', `/${id}`)
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Grupo familiar no encontrado')
  })
})

describe('GET /api/grupos', () => {
  let lista: { id: number; nombre: string }[]
  let dniLopez: string

  beforeAll(async () => {
    // A fresh page of names of their own: every earlier group is deleted.
    await testApp.database.db.delete(grupos)
    lista = []
    for (const nombre of ['Familia Zárate', 'Familia Álvarez', 'familia bravo', 'Los Ñandúes']) {
      lista.push(await crear(nombre))
    }
    for (let n = 1; n <= 12; n++) lista.push(await crear(`Grupo ${String(n).padStart(2, '0')}`))
    const lopez = await createSocio(testApp.database.db, {
      nombre: 'Mónica',
      apellido: 'López',
      documento: '31222333',
    })
    dniLopez = lopez.persona.documento
    await agregar(lista[0]!.id, lopez.socio.id)
  })

  it('pages the groups by name, accents and case ignored', async () => {
    const first = await listar()
    expect(first).toMatchObject({ total: 16, page: 1, pageSize: 12 })
    expect(first.items.map((g) => g.nombre)).toEqual([
      'Familia Álvarez',
      'familia bravo',
      'Familia Zárate',
      'Grupo 01',
      'Grupo 02',
      'Grupo 03',
      'Grupo 04',
      'Grupo 05',
      'Grupo 06',
      'Grupo 07',
      'Grupo 08',
      'Grupo 09',
    ])
    const second = await listar('page=2')
    expect(second.items.map((g) => g.nombre)).toEqual([
      'Grupo 10',
      'Grupo 11',
      'Grupo 12',
      'Los Ñandúes',
    ])
    expect(second.total).toBe(16)
    expect(await listar('page=5')).toEqual({ items: [], total: 16, page: 5, pageSize: 12 })
    expect((await listar('pageSize=24')).items).toHaveLength(16)
  })

  it("searches the group's name without accents, or a member's name or DNI", async () => {
    const nombres = async (search: string) =>
      (await listar(`search=${encodeURIComponent(search)}`)).items.map((g) => g.nombre)
    expect(await nombres('alvarez')).toEqual(['Familia Álvarez'])
    expect(await nombres('ZARATE')).toEqual(['Familia Zárate'])
    expect(await nombres('nandu')).toEqual(['Los Ñandúes'])
    expect(await nombres('fam br')).toEqual(['familia bravo'])
    // A member's name, accents ignored, and their DNI's start.
    expect(await nombres('monica lopez')).toEqual(['Familia Zárate'])
    expect(await nombres(dniLopez.slice(0, 5))).toEqual(['Familia Zárate'])
    expect(await nombres('31.222.333')).toEqual(['Familia Zárate'])
    const found = await listar('search=lopez')
    expect(found.total).toBe(1)
    expect(found.items[0]!.miembros.map((m) => m.documento)).toEqual([dniLopez])
    expect(await listar('search=nadie')).toEqual({ items: [], total: 0, page: 1, pageSize: 12 })
    // LIKE's wildcards are only letters here.
    expect(await nombres('%')).toEqual([])
  })

  it('refuses bad filters with 400', async () => {
    const { status, body } = await api('GET', '?pageSize=13')
    expect(status).toBe(400)
    expect(body.message).toBe('El tamaño de página debe ser 12, 24 o 48')
    expect((await api('GET', '?page=0')).status).toBe(400)
    expect((await api('GET', `?search=${'a'.repeat(101)}`)).status).toBe(400)
  })
})

describe('GET /api/grupos/disponibles', () => {
  let ids: Record<string, number>

  beforeAll(async () => {
    const db = testApp.database.db
    // Only these members remain in the roll.
    await db.update(users).set({ socioId: null })
    await db.delete(socios)
    ids = {
      sinCuenta: await miembro('Sin', 'Aaa Cuenta', { documento: '40111222' }),
      // Fixed DNIs: a random one holding '401' would be found by the DNI search below.
      socio: await miembro('Con', 'Aab Cuenta', { documento: '30222333' }),
      admin: await miembro('Admin', 'Aac Cuenta', { documento: '30333444' }),
      registrado: await miembro('Nivel', 'Aad Cero'),
      inactivo: await miembro('Ina', 'Aae Ctivo', { estado: 'Inactivo' }),
      pendiente: await miembro('Pen', 'Aaf Diente', { estado: 'Pendiente' }),
      agrupado: await miembro('En', 'Aag Grupo'),
      ultimo: await miembro('Zoe', 'Zzz Último', { documento: '30444555' }),
    }
    await conCuenta(db, ids.socio!, 1)
    await conCuenta(db, ids.admin!, 3)
    await conCuenta(db, ids.registrado!, 0)
    const { id } = await crear('Familia Disponibles')
    await agregar(id, ids.agrupado!)
  })

  const disponibles = async (query = '') => {
    const { status, body } = await api('GET', `/disponibles${query ? `?${query}` : ''}`)
    expect(status, body.message).toBe(200)
    return body.response as DisponiblesList
  }

  it('lists active members of level 1 or more in no group, by apellido, paged', async () => {
    const all = await disponibles()
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10 })
    expect(all.items.map((s) => s.id)).toEqual([ids.sinCuenta, ids.socio, ids.admin, ids.ultimo])
    expect(all.items[0]).toEqual({
      id: ids.sinCuenta,
      nombre: 'Sin',
      apellido: 'Aaa Cuenta',
      documento: '40111222',
    })
    const page2 = await disponibles('page=2&pageSize=3')
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 })
    expect(page2.items.map((s) => s.id)).toEqual([ids.ultimo])
  })

  it('searches by name without accents or by DNI', async () => {
    expect((await disponibles('search=ultimo')).items.map((s) => s.id)).toEqual([ids.ultimo])
    expect((await disponibles('search=cuenta')).total).toBe(3)
    expect((await disponibles('search=401')).items.map((s) => s.id)).toEqual([ids.sinCuenta])
    // As the app writes names: 'apellido, nombre', or in any order.
    for (const search of ['Último, Zoe', 'zzz ultimo zoe', 'Zoe Zzz Último', 'ULTIMO,ZOE']) {
      const found = await disponibles(`search=${encodeURIComponent(search)}`)
      expect(
        found.items.map((s) => s.id),
        search,
      ).toEqual([ids.ultimo])
    }
    // Found by name, still not available.
    expect(await disponibles('search=ctivo')).toMatchObject({ items: [], total: 0 })
    expect(await disponibles('search=grupo')).toMatchObject({ items: [], total: 0 })
  })

  it('refuses a page size past 50', async () => {
    const { status, body } = await api('GET', '/disponibles?pageSize=51')
    expect(status).toBe(400)
    expect(body.message).toBe('El tamaño de página debe ser de 1 a 50')
  })

  it('is answered before a group of id "disponibles" is looked for', async () => {
    expect((await api('GET', '/disponibles')).status).toBe(200)
  })
})

describe('the activity log', () => {
  it('records every change with who, what group and what member', async () => {
    const db = testApp.database.db
    // The earlier tests' changes are recorded too: only this test's are read.
    const inicio = new Date()
    await db.update(users).set({ socioId: null })
    await db.delete(socios)
    await db.delete(grupos)
    const { id } = await crear('Familia Registro')
    await api('PATCH', `/${id}`, { nombre: 'Familia Registrada' })
    const [a, b, c] = [
      await miembro('A', 'Registro'),
      await miembro('B', 'Registro'),
      await miembro('C', 'Registro'),
    ]
    for (const socio of [a!, b!, c!]) await agregar(id, socio)
    const otro = await crear('Familia Efímera')
    // Refused changes record nothing.
    expect((await api('POST', '', { nombre: 'familia efimera ' })).status).toBe(409)
    expect((await api('PATCH', `/${id}`, { nombre: 'Familia Efímera' })).status).toBe(409)
    expect((await api('POST', `/${otro.id}/miembros`, { socio_id: c })).status).toBe(409)
    expect((await api('DELETE', `/${otro.id}/miembros/${c}`)).status).toBe(404)
    await api('DELETE', `/${id}/miembros/${a}`)
    await api('DELETE', `/${id}/miembros/${b}`)
    await api('DELETE', `/${otro.id}`)

    await testApp.app.services.audit.flush()
    const detalles = async (accion: Parameters<typeof auditEntries>[1]) => {
      const entries = await auditEntries(db, accion)
      const mine = entries.filter((e) => e.at >= inicio)
      expect(mine.every((e) => e.userId !== null && e.email !== null)).toBe(true)
      return mine.map((e) => e.detalle)
    }
    expect(await detalles('grupo-creado')).toEqual([
      { grupo: id, nombre: 'Familia Registro' },
      { grupo: otro.id, nombre: 'Familia Efímera' },
    ])
    expect(await detalles('grupo-renombrado')).toEqual([
      { grupo: id, nombre: 'Familia Registrada', anterior: 'Familia Registro' },
    ])
    expect(await detalles('grupo-miembro-agregado')).toEqual(
      [a, b, c].map((socio) => ({ grupo: id, nombre: 'Familia Registrada', socio })),
    )
    expect(await detalles('grupo-miembro-quitado')).toEqual([
      { grupo: id, nombre: 'Familia Registrada', socio: a, grupoEliminado: false },
      { grupo: id, nombre: 'Familia Registrada', socio: b, grupoEliminado: true },
    ])
    expect(await detalles('grupo-eliminado')).toEqual([
      {
        grupo: id,
        nombre: 'Familia Registrada',
        miembros: [c],
        motivo: 'quedaba un miembro o ninguno',
      },
      { grupo: otro.id, nombre: 'Familia Efímera', miembros: [] },
    ])
  })
})
