import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filaCuota } from '../../../tests/support/cuotas.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { testClock } from '../../../tests/support/test-clock.ts'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts'
import { cuotas, pagos } from '../../db/schema/cuotas.ts'
import { imagenesPersonas, personas, socios } from '../../db/schema/socios.ts'
import { getClubSettings, saveClubSettings } from '../configuracion/club-settings.ts'
import { createMemberCopy, MAX_STALE_MS, SYNC_EVERY_MS, type MemberCopy } from './member-copy.ts'

let database: TestDatabase
let copy: MemberCopy

beforeAll(async () => {
  database = await createTestDatabase()
  copy = createMemberCopy(database.db)
})

afterAll(async () => {
  await copy.close()
  await database.cleanup()
})

/** The copy's clock. */
const { advance, now: clock } = testClock()

const makeInactive = (id: number, stamped?: Date) =>
  database.db
    .update(socios)
    .set({ estado: 'Inactivo', ...(stamped ? { updatedAt: stamped } : {}) })
    .where(eq(socios.id, id))

describe("MemberCopy.get: this process's copy of the members", () => {
  it('answers from the copy for a moment, then shows the change', async () => {
    const db = database.db
    const { socio } = await createSocio(db, { nombre: 'Lucía', apellido: 'Díaz' })
    expect(await copy.get(socio.id, advance(MAX_STALE_MS))).toMatchObject({
      estado: 'Activo',
    })

    await makeInactive(socio.id)
    // Within the second the copy answers as it was.
    expect(await copy.get(socio.id, advance(SYNC_EVERY_MS / 2))).toMatchObject({
      activo: true,
    })
    // Too old: it is brought up to date before answering.
    expect(await copy.get(socio.id, advance(MAX_STALE_MS))).toMatchObject({
      estado: 'Inactivo',
      activo: false,
    })
  })

  it('updates itself behind a scan once a second has passed', async () => {
    const db = database.db
    const { socio } = await createSocio(db, { nombre: 'Ana', apellido: 'Gómez' })
    expect(await copy.get(socio.id, advance(MAX_STALE_MS))).toMatchObject({
      activo: true,
    })

    await makeInactive(socio.id)
    // This scan is answered from the copy and starts the update…
    expect(await copy.get(socio.id, advance(SYNC_EVERY_MS))).toMatchObject({
      activo: true,
    })
    // …which the following scans see.
    await copy.update()
    expect(await copy.get(socio.id, clock())).toMatchObject({ activo: false })
  })

  it('catches a change whose transaction committed late, within the minute', async () => {
    const db = database.db
    const { socio } = await createSocio(db, { nombre: 'Rosa', apellido: 'Luna' })
    await copy.get(socio.id, advance(MAX_STALE_MS))

    // Stamped 30 s ago, as by a transaction that started then and commits only now.
    await makeInactive(socio.id, new Date(Date.now() - 30_000))
    // The update of every second reads the last few seconds: it misses it…
    expect(await copy.get(socio.id, advance(MAX_STALE_MS))).toMatchObject({
      activo: true,
    })
    // …the one of every minute reads the whole last minute.
    expect(await copy.get(socio.id, advance(60_000))).toMatchObject({ activo: false })
  })

  it('tells two changes with the same stamp apart', async () => {
    const db = database.db
    const { socio } = await createSocio(db, { nombre: 'Elena', apellido: 'Vera' })
    const stamp = new Date()
    await makeInactive(socio.id, stamp)
    expect(await copy.get(socio.id, advance(MAX_STALE_MS))).toMatchObject({
      activo: false,
    })
    // Stamped in the same millisecond as the last one, as PGlite's clock may stamp two
    // writes (the trigger would move a stamp set to its old value).
    await db.execute(sql`alter table socios disable trigger socios_touch`)
    try {
      await db.update(socios).set({ estado: 'Activo' }).where(eq(socios.id, socio.id))
    } finally {
      await db.execute(sql`alter table socios enable trigger socios_touch`)
    }
    expect(await copy.get(socio.id, advance(MAX_STALE_MS))).toMatchObject({
      activo: true,
    })
  })

  it("shows a change of the member's persona and of their photo", async () => {
    const db = database.db
    const { socio, persona } = await createSocio(db, { nombre: 'Juan', apellido: 'Pérez' })
    expect(await copy.get(socio.id, advance(MAX_STALE_MS))).toMatchObject({
      nombre: 'Juan',
      foto: null,
    })

    await db.update(personas).set({ nombre: 'Juan Carlos' }).where(eq(personas.id, persona.id))
    const [foto] = await db
      .insert(imagenesPersonas)
      .values({ personaId: persona.id, tipo: 'principal', ruta: 'foto.webp' })
      .returning()
    expect(await copy.get(socio.id, advance(MAX_STALE_MS))).toMatchObject({
      nombre: 'Juan Carlos',
      foto: `/api/socios/${socio.id}/foto?v=${foto!.id}`,
    })
  })

  it('finds a member registered since the last update at once, and no one for an unknown number', async () => {
    const db = database.db
    const { socio: first } = await createSocio(db, { nombre: 'Marta', apellido: 'Ruiz' })
    await copy.get(first.id, advance(MAX_STALE_MS))

    const { socio } = await createSocio(db, { nombre: 'Pedro', apellido: 'Sosa' })
    expect(await copy.get(socio.id, clock())).toMatchObject({
      id: socio.id,
      nombre: 'Pedro',
      apellido: 'Sosa',
    })
    expect(await copy.get(999_999, clock())).toBeNull()
  })
})

describe("MemberCopy: a member's cuotas and the club's fee rule (ADR 0028)", () => {
  const hoy = '2026-11-24'
  /** Noon in Santa Rosa, of `dia`. */
  const at = (dia: string) => Date.parse(`${dia}T15:00:00Z`)

  it('keeps the due dates of the pending cuotas: a generation and a payment show', async () => {
    const db = database.db
    const { socio } = await createSocio(db, { nombre: 'Inés', apellido: 'Campos' })
    const sinCuotas = (await copy.get(socio.id, advance(MAX_STALE_MS)))!
    expect(sinCuotas.vencimientosPendientes).toEqual([])
    expect(copy.cuotas(sinCuotas, at(hoy))).toEqual({
      alDia: true,
      cuotasVencidas: 0,
      cuotaImpaga: false,
    })

    // A generation of three periods at once, as the fee module's one statement does.
    const filas = await db
      .insert(cuotas)
      .values([
        filaCuota(socio.id, '2026-11', '2026-11-24'),
        filaCuota(socio.id, '2026-09', '2026-09-10'),
        filaCuota(socio.id, '2026-10', '2026-10-10'),
      ])
      .returning()
    const generadas = (await copy.get(socio.id, advance(MAX_STALE_MS)))!
    expect(generadas.vencimientosPendientes).toEqual(['2026-09-10', '2026-10-10', '2026-11-24'])
    // Due today is not late yet; the next day it is.
    expect(copy.cuotas(generadas, at(hoy))).toMatchObject({ alDia: false, cuotasVencidas: 2 })
    expect(copy.cuotas(generadas, at('2026-11-25')).cuotasVencidas).toBe(3)

    // The desk records a payment of September's, and October's is annulled.
    const [pago] = await db
      .insert(pagos)
      .values({ socioId: socio.id, importe: 1_500_000, medio: 'efectivo' })
      .returning()
    const septiembre = filas.find((fila) => fila.periodo === '2026-09')!
    await db
      .update(cuotas)
      .set({ estado: 'pagada', pagoId: pago!.id })
      .where(eq(cuotas.id, septiembre.id))
    const octubre = filas.find((fila) => fila.periodo === '2026-10')!
    await db
      .update(cuotas)
      .set({ estado: 'anulada', anuladaMotivo: 'Error', anuladaAt: new Date() })
      .where(eq(cuotas.id, octubre.id))
    const pagada = (await copy.get(socio.id, advance(MAX_STALE_MS)))!
    expect(pagada.vencimientosPendientes).toEqual(['2026-11-24'])
    expect(copy.cuotas(pagada, at(hoy))).toMatchObject({ alDia: true, cuotasVencidas: 0 })
  })

  it("reads the club's rule with the minute's update, and a search reads it at once", async () => {
    const db = database.db
    const { socio } = await createSocio(db, {
      nombre: 'Oscar',
      apellido: 'Benítez',
      documento: '31222333',
    })
    await db.insert(cuotas).values(filaCuota(socio.id, '2026-08', '2026-08-10'))
    const club = await getClubSettings(db)
    try {
      const copiado = (await copy.get(socio.id, advance(60_000)))!
      expect(copy.cuotas(copiado, at(hoy))).toMatchObject({ cuotasVencidas: 1, cuotaImpaga: false })

      await saveClubSettings(db, { ...club, denegarConCuotasVencidas: 1 })
      // Read again with the update of every minute, not before.
      await copy.get(socio.id, advance(MAX_STALE_MS))
      expect(copy.cuotas(copiado, at(hoy)).cuotaImpaga).toBe(false)
      await copy.get(socio.id, advance(60_000))
      expect(copy.cuotas(copiado, at(hoy)).cuotaImpaga).toBe(true)

      await saveClubSettings(db, { ...club, denegarConCuotasVencidas: 0 })
      const buscado = (await copy.porDocumento('31222333'))!
      expect(buscado.vencimientosPendientes).toEqual(['2026-08-10'])
      expect(copy.cuotas(buscado, at(hoy)).cuotaImpaga).toBe(false)
    } finally {
      await saveClubSettings(db, club)
    }
  })
})
