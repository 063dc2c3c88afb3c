import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  conCuenta,
  grupoDe,
  useGruposApi,
  miembrosHuerfanos,
} from '../../../tests/support/grupos.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import type { Grupo } from '../../../src/domain/grupos/grupos-api.ts'
import { grupos } from '../../db/schema/grupos.ts'

const { testApp, api } = useGruposApi()

let gruposCreados = 0
const crear = async (nombre = `Familia ${++gruposCreados}`) => {
  const { status, body } = await api('POST', '', { nombre })
  expect(status, body.message).toBe(200)
  return (body.response as Grupo).id
}

let sociosCreados = 0
const miembro = async (options: { estado?: 'Activo' | 'Inactivo' | 'Pendiente' } = {}) =>
  (
    await createSocio(testApp.database.db, {
      nombre: `Socio ${++sociosCreados}`,
      apellido: 'Miembro',
      ...options,
    })
  ).socio.id

const agregar = (grupo: number, socio: number) =>
  api('POST', `/${grupo}/miembros`, { socio_id: socio })
const quitar = (grupo: number, socio: number) => api('DELETE', `/${grupo}/miembros/${socio}`)

const existe = async (grupo: number) =>
  (await testApp.database.db.select().from(grupos).where(eq(grupos.id, grupo))).length === 1

describe('POST /api/grupos/{id}/miembros', () => {
  it('adds an active member in no group, and answers the group', async () => {
    const grupo = await crear('Familia Sumada')
    const socio = await miembro()
    const { status, body } = await agregar(grupo, socio)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      success: true,
      message: 'Socio agregado al grupo',
      response: {
        id: grupo,
        nombre: 'Familia Sumada',
        miembros: [{ id: socio, estado: 'Activo', level: 1, al_dia: true, habilitado: true }],
        habilitados: 1,
        descuento: 0,
      },
    })
    expect(await grupoDe(testApp.database.db, socio)).toBe(grupo)
  })

  it('refuses, with the reason, a member who is not active, has level 0 or has a group', async () => {
    const db = testApp.database.db
    const grupo = await crear('Familia Reglas')
    const otro = await crear('Familia Ajena')
    const refused = async (socio: number) => {
      const { status, body } = await agregar(grupo, socio)
      expect(status).toBe(409)
      expect(body.success).toBe(false)
      return body.message
    }
    expect(await refused(await miembro({ estado: 'Inactivo' }))).toBe(
      'El socio está inactivo: solo un socio activo puede sumarse a un grupo',
    )
    expect(await refused(await miembro({ estado: 'Pendiente' }))).toBe(
      'El socio está pendiente: solo un socio activo puede sumarse a un grupo',
    )
    const registrado = await miembro()
    await conCuenta(db, registrado, 0)
    expect(await refused(registrado)).toBe(
      'El socio no tiene acceso de socio: no puede sumarse a un grupo',
    )
    const ajeno = await miembro()
    expect((await agregar(otro, ajeno)).status).toBe(200)
    expect(await refused(ajeno)).toBe('El socio ya pertenece al grupo “Familia Ajena”')
    const propio = await miembro()
    expect((await agregar(grupo, propio)).status).toBe(200)
    expect(await refused(propio)).toBe('El socio ya pertenece a este grupo')
    // Nothing moved.
    expect(await grupoDe(db, ajeno)).toBe(otro)
    expect(await grupoDe(db, registrado)).toBeNull()
    // An account of level 1 or more may join.
    const conAcceso = await miembro()
    await conCuenta(db, conAcceso, 1)
    expect((await agregar(grupo, conAcceso)).status).toBe(200)
  })

  it('answers 404 for a member or a group that does not exist', async () => {
    const grupo = await crear()
    const sinSocio = await agregar(grupo, 2_147_483_647)
    expect(sinSocio.status).toBe(404)
    expect(sinSocio.body.message).toBe('Socio no encontrado')
    const sinGrupo = await agregar(2_147_483_647, await miembro())
    expect(sinGrupo.status).toBe(404)
    expect(sinGrupo.body.message).toBe('Grupo familiar no encontrado')
  })
})

describe('DELETE /api/grupos/{id}/miembros/{socio_id}', () => {
  it('removes a member; the group stays while two or more are left', async () => {
    const db = testApp.database.db
    const grupo = await crear()
    const [a, b, c] = [await miembro(), await miembro(), await miembro()]
    for (const socio of [a, b, c]) expect((await agregar(grupo, socio)).status).toBe(200)
    const { status, body } = await quitar(grupo, a)
    expect(status).toBe(200)
    expect(body.message).toBe('Socio quitado del grupo')
    const restante = (body.response as { grupo: Grupo }).grupo
    expect(restante.miembros.map((m) => m.id)).toEqual([b, c])
    expect(restante).toMatchObject({ id: grupo, habilitados: 2, descuento: 5 })
    expect(await grupoDe(db, a)).toBeNull()
    expect(await existe(grupo)).toBe(true)
  })

  it('deletes the group when one member is left, and that member loses it', async () => {
    const db = testApp.database.db
    const grupo = await crear()
    const [a, b] = [await miembro(), await miembro()]
    for (const socio of [a, b]) expect((await agregar(grupo, socio)).status).toBe(200)
    const { status, body } = await quitar(grupo, a)
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      message: 'Socio quitado: el grupo se eliminó porque quedaba un miembro o ninguno',
      response: { grupo: null },
    })
    expect(await existe(grupo)).toBe(false)
    expect(await grupoDe(db, a)).toBeNull()
    expect(await grupoDe(db, b)).toBeNull()
    expect((await api('GET', `/${grupo}`)).status).toBe(404)
  })

  it('deletes the group when no member is left', async () => {
    const grupo = await crear()
    const solo = await miembro()
    expect((await agregar(grupo, solo)).status).toBe(200)
    const { body } = await quitar(grupo, solo)
    expect(body.response).toEqual({ grupo: null })
    expect(await existe(grupo)).toBe(false)
    expect(await grupoDe(testApp.database.db, solo)).toBeNull()
  })

  it('answers 404 for a member who is not in the group, or does not exist', async () => {
    const grupo = await crear()
    const [a, b, fuera] = [await miembro(), await miembro(), await miembro()]
    for (const socio of [a, b]) expect((await agregar(grupo, socio)).status).toBe(200)
    const noEs = await quitar(grupo, fuera)
    expect(noEs.status).toBe(404)
    expect(noEs.body.message).toBe('El socio no pertenece a este grupo')
    const noExiste = await quitar(grupo, 2_147_483_647)
    expect(noExiste.status).toBe(404)
    expect(noExiste.body.message).toBe('Socio no encontrado')
    const sinGrupo = await quitar(2_147_483_647, a)
    expect(sinGrupo.status).toBe(404)
    expect(sinGrupo.body.message).toBe('Grupo familiar no encontrado')
    expect(await existe(grupo)).toBe(true)
  })
})

describe('at the same moment', () => {
  it('two adds of one member to two groups: one wins, the other gets 409', async () => {
    const db = testApp.database.db
    for (let round = 0; round < 8; round++) {
      const [uno, dos] = [await crear(), await crear()]
      const socio = await miembro()
      const answers = await Promise.all([agregar(uno, socio), agregar(dos, socio)])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
      const winner = answers[0]!.status === 200 ? uno : dos
      expect(await grupoDe(db, socio)).toBe(winner)
      const loser = answers.find((a) => a.status === 409)!
      const [nombre] = await db
        .select({ nombre: grupos.nombre })
        .from(grupos)
        .where(eq(grupos.id, winner))
      expect(loser.body.message).toBe(`El socio ya pertenece al grupo “${nombre!.nombre}”`)
      const grupoPerdedor = (await api('GET', `/${winner === uno ? dos : uno}`)).body
        .response as Grupo
      expect(grupoPerdedor.miembros).toEqual([])
    }
  })

  it('a delete of the group beside an add never leaves a member pointing at nothing', async () => {
    const db = testApp.database.db
    for (let round = 0; round < 8; round++) {
      const grupo = await crear()
      const [a, b, nuevo] = [await miembro(), await miembro(), await miembro()]
      for (const socio of [a, b]) expect((await agregar(grupo, socio)).status).toBe(200)
      const [borrado, sumado] = await Promise.all([
        api('DELETE', `/${grupo}`),
        agregar(grupo, nuevo),
      ])
      expect(borrado.status).toBe(200)
      // Added first (then cleared by the delete), or after: the group was gone.
      expect([200, 404]).toContain(sumado.status)
      expect(await existe(grupo)).toBe(false)
      for (const socio of [a, b, nuevo]) expect(await grupoDe(db, socio)).toBeNull()
      expect(await miembrosHuerfanos(db)).toBe(0)
    }
  })

  it('two removals from a group of three: the group ends deleted, no one left in it', async () => {
    const db = testApp.database.db
    for (let round = 0; round < 5; round++) {
      const grupo = await crear()
      const [a, b, c] = [await miembro(), await miembro(), await miembro()]
      for (const socio of [a, b, c]) expect((await agregar(grupo, socio)).status).toBe(200)
      const answers = await Promise.all([quitar(grupo, a), quitar(grupo, b)])
      expect(answers.map((r) => r.status)).toEqual([200, 200])
      expect(answers.map((r) => r.body.message).sort()).toEqual([
        'Socio quitado del grupo',
        'Socio quitado: el grupo se eliminó porque quedaba un miembro o ninguno',
      ])
      expect(await existe(grupo)).toBe(false)
      for (const socio of [a, b, c]) expect(await grupoDe(db, socio)).toBeNull()
    }
  })

  it('an add beside a removal that empties the group: never a member in a deleted group', async () => {
    const db = testApp.database.db
    for (let round = 0; round < 5; round++) {
      const grupo = await crear()
      const [a, b, nuevo] = [await miembro(), await miembro(), await miembro()]
      for (const socio of [a, b]) expect((await agregar(grupo, socio)).status).toBe(200)
      const [quitado, sumado] = await Promise.all([quitar(grupo, a), agregar(grupo, nuevo)])
      expect(quitado.status).toBe(200)
      if (sumado.status === 200) {
        // The add came first: three members, one removed, the group stays with two.
        expect(await existe(grupo)).toBe(true)
        expect(await grupoDe(db, nuevo)).toBe(grupo)
        expect(await grupoDe(db, b)).toBe(grupo)
      } else {
        expect(sumado.status).toBe(404)
        expect(await existe(grupo)).toBe(false)
        expect(await grupoDe(db, nuevo)).toBeNull()
      }
      expect(await miembrosHuerfanos(db)).toBe(0)
    }
  })
})
