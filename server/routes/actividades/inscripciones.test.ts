import { describe, expect, it } from 'vitest'
import { useActividadesApi } from '../../../tests/support/actividades.ts'
import { auditEntries } from '../../../tests/support/cuotas.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import type { Actividad, Inscripcion } from '../../../src/domain/actividades/actividades-api.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'

const { testApp, api, comoSocio, crear, fichaDe, listaDeSocios, adminHeaders } = useActividadesApi()

const socio = async (
  options: { estado?: 'Activo' | 'Inactivo' | 'Pendiente'; nacimiento?: string | null } = {},
) =>
  (
    await createSocio(testApp.database.db, {
      nombre: 'Lucía',
      apellido: 'Pérez',
      estado: 'Activo',
      ...options,
    })
  ).socio.id

const inscribir = (actividad: number, socioId: number) =>
  api('POST', `/${actividad}/inscripciones`, { socio_id: socioId })

/** A birth date `anios` years ago, give or take a few days. */
const nacidoHace = (anios: number) => {
  const hoy = new Date()
  return diaDelClub(new Date(hoy.getFullYear() - anios, hoy.getMonth(), hoy.getDate() - 3, 12))
}

describe('POST /api/actividades/{id}/inscripciones', () => {
  it('enrols an active member: the activity counts them, the list shows them since today', async () => {
    const natacion = await crear({ nombre: 'Natación adultos', cupo: 10 })
    const lucia = await socio()
    const { status, body } = await inscribir(natacion.id, lucia)
    expect(status, body.message).toBe(200)
    expect(body.message).toBe('Socio inscripto')
    expect(body.response).toMatchObject({ inscriptos: 1, cupoLibre: 9 })

    const lista = await api('GET', `/${natacion.id}/inscripciones`)
    expect(lista.body.response as Inscripcion[]).toEqual([
      expect.objectContaining({
        socio_id: lucia,
        apellido: 'Pérez',
        desde: diaDelClub(),
        hasta: null,
      }),
    ])
  })

  it('answers 409 with the reason: not active, already in, archived', async () => {
    const hockey = await crear({ nombre: 'Hockey' })
    const inactivo = await socio({ estado: 'Inactivo' })
    expect((await inscribir(hockey.id, inactivo)).body).toMatchObject({
      success: false,
      message: 'Solo un socio activo puede inscribirse (este socio está inactivo)',
    })
    const activo = await socio()
    expect((await inscribir(hockey.id, activo)).status).toBe(200)
    const otraVez = await inscribir(hockey.id, activo)
    expect(otraVez.status).toBe(409)
    expect(otraVez.body.message).toBe('El socio ya está inscripto en Hockey')

    const archivada = await crear({ nombre: 'Bochas', activa: false })
    const r = await inscribir(archivada.id, activo)
    expect(r.status).toBe(409)
    expect(r.body.message).toBe('Bochas está archivada: no admite inscripciones')
  })

  it('keeps to the ages: out of range or without a birth date is 409, the edges are in', async () => {
    const infantil = await crear({ nombre: 'Fútbol infantil', edadMin: 6, edadMax: 12 })
    const grande = await socio({ nacimiento: nacidoHace(13) })
    const r = await inscribir(infantil.id, grande)
    expect(r.status).toBe(409)
    expect(r.body.message).toBe('Fútbol infantil: de 6 a 12 años (el socio tiene 13)')
    const sinFecha = await socio({ nacimiento: null })
    expect((await inscribir(infantil.id, sinFecha)).body.message).toBe(
      'Fútbol infantil tiene límite de edad y el socio no tiene fecha de nacimiento',
    )
    expect((await inscribir(infantil.id, await socio({ nacimiento: nacidoHace(12) }))).status).toBe(
      200,
    )
    expect((await inscribir(infantil.id, await socio({ nacimiento: nacidoHace(6) }))).status).toBe(
      200,
    )
  })

  it('two desks taking the last place at once: one gets it, the other 409', async () => {
    const tenis = await crear({ nombre: 'Tenis', cupo: 3 })
    for (let i = 0; i < 2; i++) expect((await inscribir(tenis.id, await socio())).status).toBe(200)
    const [a, b] = [await socio(), await socio()]
    const resultados = await Promise.all([inscribir(tenis.id, a), inscribir(tenis.id, b)])
    expect(resultados.map((r) => r.status).sort()).toEqual([200, 409])
    expect(resultados.find((r) => r.status === 409)!.body.message).toBe('No queda cupo en Tenis')
    const lista = (await api('GET', `/${tenis.id}/inscripciones`)).body.response as Inscripcion[]
    expect(lista).toHaveLength(3)
  })

  it('the same member from two desks at once is enrolled once', async () => {
    const patin = await crear({ nombre: 'Patín' })
    const lucia = await socio()
    const resultados = await Promise.all([inscribir(patin.id, lucia), inscribir(patin.id, lucia)])
    expect(resultados.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await api('GET', `/${patin.id}/inscripciones`)).body.response).toHaveLength(1)
  })

  it('answers 404 for an unknown activity or member, 400 for a bad member number', async () => {
    const voley = await crear({ nombre: 'Vóley' })
    expect((await inscribir(999_999, await socio())).body.message).toBe('Actividad no encontrada')
    expect((await inscribir(voley.id, 999_999)).body.message).toBe('Socio no encontrado')
    const malo = await api('POST', `/${voley.id}/inscripciones`, { socio_id: 2_147_483_648 })
    expect(malo.status).toBe(400)
    expect(malo.body.message).toBe('Número de socio inválido')
  })

  it('is for administrators only', async () => {
    const basquet = await crear({ nombre: 'Básquet' })
    expect((await comoSocio('POST', `/${basquet.id}/inscripciones`, { socio_id: 1 })).status).toBe(
      403,
    )
    expect((await comoSocio('GET', `/${basquet.id}/inscripciones`)).status).toBe(403)
  })
})

describe('DELETE /api/actividades/{id}/inscripciones/{socio_id}', () => {
  it('ends the enrolment today, keeps it as history, frees the place and lets them back', async () => {
    const gimnasia = await crear({ nombre: 'Gimnasia', cupo: 1 })
    const lucia = await socio()
    await inscribir(gimnasia.id, lucia)
    const baja = await api('DELETE', `/${gimnasia.id}/inscripciones/${lucia}`)
    expect(baja.status, baja.body.message).toBe(200)
    expect(baja.body.message).toBe('Inscripción terminada')
    expect(baja.body.response as Actividad).toMatchObject({ inscriptos: 0, cupoLibre: 1 })
    expect((await api('GET', `/${gimnasia.id}/inscripciones`)).body.response).toEqual([
      expect.objectContaining({ socio_id: lucia, desde: diaDelClub(), hasta: diaDelClub() }),
    ])

    const otraBaja = await api('DELETE', `/${gimnasia.id}/inscripciones/${lucia}`)
    expect(otraBaja.status).toBe(404)
    expect(otraBaja.body.message).toBe('El socio no está inscripto en Gimnasia')

    expect((await inscribir(gimnasia.id, lucia)).status).toBe(200)
    const historia = (await api('GET', `/${gimnasia.id}/inscripciones`)).body
      .response as Inscripcion[]
    expect(historia.map((i) => i.hasta)).toEqual([null, diaDelClub()])

    await testApp.app.services.audit.flush()
    const detalles = async (accion: 'inscripcion-alta' | 'inscripcion-baja') =>
      (await auditEntries(testApp.database.db, accion))
        .map((e) => e.detalle)
        .filter((d) => (d as { actividad: number }).actividad === gimnasia.id)
    const entrada = { actividad: gimnasia.id, nombre: 'Gimnasia', socio: lucia }
    expect(await detalles('inscripcion-alta')).toEqual([entrada, entrada])
    expect(await detalles('inscripcion-baja')).toEqual([entrada])
  })
})

describe("the member's record", () => {
  it('GET /api/socios/getSocio carries the activities they are in now, by name', async () => {
    const lucia = await socio()
    expect((await fichaDe(lucia)).actividades).toEqual([])
    const [zumba, aikido] = [await crear({ nombre: 'Zumba' }), await crear({ nombre: 'Aikido' })]
    await inscribir(zumba.id, lucia)
    await inscribir(aikido.id, lucia)
    expect((await fichaDe(lucia)).actividades).toEqual([
      { id: aikido.id, nombre: 'Aikido', desde: diaDelClub() },
      { id: zumba.id, nombre: 'Zumba', desde: diaDelClub() },
    ])
    await api('DELETE', `/${zumba.id}/inscripciones/${lucia}`)
    expect((await fichaDe(lucia)).actividades.map((a) => a.nombre)).toEqual(['Aikido'])
  })
})

describe('GET /api/socios/getSocios?actividad={id}', () => {
  it('lists those enrolled now in the activity, and counts them', async () => {
    const canto = await crear({ nombre: 'Canto' })
    const [a, b, c] = [await socio(), await socio(), await socio()]
    for (const id of [a, b, c]) await inscribir(canto.id, id)
    await api('DELETE', `/${canto.id}/inscripciones/${c}`)
    const lista = await listaDeSocios(`actividad=${canto.id}&pageSize=50`)
    expect(lista.items.map((s) => s.id).sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y))
    expect(lista.total).toBe(2)
    const buscada = await listaDeSocios(`actividad=${canto.id}&search=p%C3%A9rez&estado=activos`)
    expect(buscada.total).toBe(2)
    expect((await listaDeSocios('actividad=0&pageSize=10')).total).toBeGreaterThan(2)
  })

  it('refuses an activity that is no number with its message', async () => {
    const res = await testApp.app.request('/api/socios/getSocios?actividad=99999999999', {
      headers: adminHeaders(),
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe('Número de actividad inválido')
  })
})

describe('archiving an activity', () => {
  it('ends its open enrolments today, kept as history, and says so in the activity log', async () => {
    const futsal = await crear({ nombre: 'Futsal' })
    const [a, b] = [await socio(), await socio()]
    await inscribir(futsal.id, a)
    await inscribir(futsal.id, b)
    const { status, body } = await api('PATCH', `/${futsal.id}`, { activa: false })
    expect(status, body.message).toBe(200)
    expect(body.response).toMatchObject({ activa: false, inscriptos: 0 })
    const historia = (await api('GET', `/${futsal.id}/inscripciones`)).body
      .response as Inscripcion[]
    expect(historia.map((i) => i.hasta)).toEqual([diaDelClub(), diaDelClub()])
    expect((await fichaDe(a)).actividades).toEqual([])

    await testApp.app.services.audit.flush()
    const [entrada] = (await auditEntries(testApp.database.db, 'actividad-editada')).filter(
      (e) => (e.detalle as { actividad: number }).actividad === futsal.id,
    )
    expect(entrada!.detalle).toEqual({
      actividad: futsal.id,
      nombre: 'Futsal',
      campos: ['activa'],
      inscripcionesTerminadas: expect.arrayContaining([a, b]),
    })
  })
})
