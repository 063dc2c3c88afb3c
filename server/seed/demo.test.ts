import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts'
import { createApp } from '../app.ts'
import { cuotasVencidasSql } from '../routes/cuotas/cuotas-vencidas.ts'
import { edadPermitida } from '../../src/domain/actividades/actividades.ts'
import { edad } from '../../src/domain/socios/socio.ts'
import {
  actividades,
  cuotas,
  imagenesPersonas,
  inscripciones,
  pagos,
  personas,
  socios,
  sociosHistorial,
  users,
} from '../db/schema.ts'
import { DEMO_ACTIVIDADES, seedDemoActividades } from './demo-actividades.ts'
import { seedDemoCuotas, ultimosPeriodos } from './demo-cuotas.ts'
import { DEMO_ACCOUNTS, DEMO_SOCIO, seedDemoAccounts, seedDemoSocios } from './demo.ts'

let database: TestDatabase
let uploadsDir: string

beforeAll(async () => {
  database = await createTestDatabase()
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-demo-'))
})

afterAll(async () => {
  await database.cleanup()
  fs.rmSync(uploadsDir, { recursive: true, force: true })
})

const PASSWORD = 'demo-de-prueba-2026'
const memberEmail = DEMO_ACCOUNTS.find((a) => a.role === 'Socio')!.email

describe('demo seeding', () => {
  it('gives the demo member an active socio with a photo', async () => {
    const db = database.db
    // As at start: the roll first, then the accounts (with the member's own record).
    expect(await seedDemoSocios(db)).toBe(200)
    const created = await seedDemoAccounts(
      db,
      PASSWORD,
      uploadsDir,
      new Date('2026-11-22T15:00:00Z'),
    )
    expect(created.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email))

    const [user] = await db.select().from(users).where(eq(users.email, memberEmail))
    expect(user!.socioId).not.toBeNull()
    const [row] = await db
      .select({ socio: socios, persona: personas })
      .from(socios)
      .innerJoin(personas, eq(personas.id, socios.personaId))
      .where(eq(socios.id, user!.socioId!))
    expect(row!.socio).toMatchObject({
      estado: 'Activo',
      categoria: 'Activo',
      alta: '2019-03-02',
      vencimiento: '2026-12-31',
    })
    expect(row!.persona).toMatchObject({
      nombre: 'Julián',
      apellido: 'Ferreyra',
      email: memberEmail,
      telefono: DEMO_SOCIO.telefono,
      domicilio: expect.stringContaining('Santa Rosa') as string,
    })
    expect(row!.persona.documento).toMatch(/^\d{8}$/)
    const personasConEseDni = await db
      .select({ id: personas.id })
      .from(personas)
      .where(eq(personas.documento, row!.persona.documento))
    expect(personasConEseDni).toHaveLength(1)

    const historial = await db
      .select()
      .from(sociosHistorial)
      .where(eq(sociosHistorial.socioId, row!.socio.id))
    expect(historial).toMatchObject([{ alta: '2019-03-02', baja: null }])

    const imagenes = await db
      .select()
      .from(imagenesPersonas)
      .where(eq(imagenesPersonas.personaId, row!.persona.id))
    expect(imagenes).toHaveLength(1)
    expect(imagenes[0]!.tipo).toBe('principal')
    expect(imagenes[0]!.ruta).toMatch(/^[0-9a-f-]{36}\.webp$/)
    const file = fs.readFileSync(path.join(uploadsDir, imagenes[0]!.ruta))
    const meta = await sharp(file).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })
  })

  it("lets the demo member sign in, see their photo and get their card's code", async () => {
    const app = createApp({ database, distDir: '/nonexistent', uploadsDir })
    onTestFinished(() => app.close())
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: memberEmail, password: PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { response } = (await login.json()) as {
      response: { token: string; userData: { socio_id: number } }
    }
    const headers = { Authorization: `Bearer ${response.token}` }
    const id = response.userData.socio_id
    const foto = await app.request(`/api/socios/${id}/foto`, { headers })
    expect(foto.status).toBe(200)
    expect(foto.headers.get('Content-Type')).toBe('image/webp')
    const qr = await app.request('/api/socios/generarToken', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id }),
    })
    expect(qr.status).toBe(200)
  })

  it('gives the roll three months of fees; the demo member owes only the current one', async () => {
    const db = database.db
    const hoy = '2026-11-22'
    const creadas = await seedDemoCuotas(db, hoy)
    expect(creadas).toBeGreaterThan(100 * 3)

    const [user] = await db.select().from(users).where(eq(users.email, memberEmail))
    const own = await db
      .select({ periodo: cuotas.periodo, estado: cuotas.estado, vencimiento: cuotas.vencimiento })
      .from(cuotas)
      .where(eq(cuotas.socioId, user!.socioId!))
      .orderBy(cuotas.periodo)
    expect(own).toEqual([
      { periodo: '2026-09', estado: 'pagada', vencimiento: '2026-09-10' },
      { periodo: '2026-10', estado: 'pagada', vencimiento: '2026-10-10' },
      // Past the 10th: it falls due at the month's end, so it is not late yet.
      { periodo: '2026-11', estado: 'pendiente', vencimiento: '2026-11-30' },
    ])
    const [vencidas] = await db
      .select({ n: cuotasVencidasSql(socios.id, hoy) })
      .from(socios)
      .where(eq(socios.id, user!.socioId!))
    expect(vencidas!.n).toBe(0)

    const estados = await db
      .select({ estado: cuotas.estado, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(cuotas)
      .groupBy(cuotas.estado)
    const n = Object.fromEntries(estados.map((e) => [e.estado, e.n]))
    expect(n.pagada! / creadas).toBeGreaterThan(0.6)
    const [deudas] = await db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(cuotas)
      .where(and(eq(cuotas.estado, 'pendiente'), sql`${cuotas.vencimiento} < ${hoy}`))
    expect(deudas!.n).toBeGreaterThan(10)

    const recibos = await db.select().from(pagos)
    expect(new Set(recibos.map((p) => p.medio)).size).toBeGreaterThanOrEqual(5)
    expect(recibos.every((p) => p.fecha < new Date(`${hoy}T03:00:00Z`))).toBe(true)
    // Each payment is what its cuotas add up to.
    const [descuadres] = await db
      .execute(
        sql`
      select count(*)::int as n from ${pagos} p
      where p.importe <> (select sum(c.importe) from ${cuotas} c where c.pago_id = p.id)`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[])
    expect(Number(descuadres!.n)).toBe(0)
    // Families get their discount in every month, the current one too.
    const conDescuento = await db
      .selectDistinct({ periodo: cuotas.periodo })
      .from(cuotas)
      .where(sql`${cuotas.descuento} > 0`)
      .orderBy(cuotas.periodo)
    expect(conDescuento.map((c) => c.periodo)).toEqual(['2026-09', '2026-10', '2026-11'])
    // A second start finds fees already there.
    expect(await seedDemoCuotas(db, hoy)).toBe(0)
  })

  it('counts the last periods across a year', () => {
    expect(ultimosPeriodos('2027-02', 3)).toEqual(['2026-12', '2027-01', '2027-02'])
    expect(ultimosPeriodos('2026-11', 3)).toEqual(['2026-09', '2026-10', '2026-11'])
  })

  it('does nothing on a database that already has users or members', async () => {
    const db = database.db
    const count = async () => (await db.select({ id: socios.id }).from(socios)).length
    const before = await count()
    expect(await seedDemoAccounts(db, PASSWORD, uploadsDir)).toEqual([])
    expect(await seedDemoSocios(db)).toBe(0)
    expect(await count()).toBe(before)
    expect(fs.readdirSync(uploadsDir)).toHaveLength(1)
  })
})

describe('demo activities', () => {
  it('eight activities, whose members are active, of their ages and within their cupo; once', async () => {
    const db = database.db
    await seedDemoSocios(db)
    const hechas = await seedDemoActividades(db, new Date('2026-11-29T15:00:00Z'))
    expect(hechas).toBeGreaterThan(50)
    const todas = await db.select().from(actividades).orderBy(actividades.id)
    expect(todas.map((a) => a.nombre)).toEqual(DEMO_ACTIVIDADES.map((a) => a.nombre))
    const filas = (
      await db
        .select()
        .from(inscripciones)
        .innerJoin(socios, eq(socios.id, inscripciones.socioId))
        .innerJoin(personas, eq(personas.id, socios.personaId))
    ).map((f) => ({
      actividad: f.inscripciones.actividadId,
      estado: f.socios.estado,
      nacimiento: f.personas.nacimiento,
    }))
    expect(filas).toHaveLength(hechas)
    for (const actividad of todas) {
      const suyas = filas.filter((f) => f.actividad === actividad.id)
      expect(suyas.length, actividad.nombre).toBeGreaterThan(0)
      if (actividad.cupo !== null) expect(suyas.length).toBeLessThanOrEqual(actividad.cupo)
      for (const f of suyas) {
        expect(f.estado).toBe('Activo')
        const anios = edad(f.nacimiento!, new Date('2026-11-29T12:00:00'))
        expect(edadPermitida(anios, actividad.edadMin, actividad.edadMax)).toBe(true)
      }
    }
    expect(await seedDemoActividades(db)).toBe(0)
  })
})
