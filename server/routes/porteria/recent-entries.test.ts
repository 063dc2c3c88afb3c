import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { successEnvelope } from '../../../src/domain/envelope.ts'
import {
  rosterSchema,
  socioValidadoSchema,
  type Checkin,
} from '../../../src/domain/porteria/gate-api.ts'
import { createSocio } from '../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { TestDatabase } from '../../../tests/support/test-database.ts'
import { bearer, createTestUser } from '../../../tests/support/test-users.ts'
import type { App } from '../../app.ts'
import { createServices } from '../../app-services.ts'
import { clubDefaults } from '../../seed/club-defaults.ts'
import { saveClubSettings } from '../configuracion/club-settings.ts'
import { issueQrToken } from '../carnet/qr-keys.ts'
import { createRecentEntries } from './recent-entries.ts'

/**
 * A second permitted entry of one member within the club's window is flagged
 * (`ingresoReciente`): a friend with a screenshot of the member's QR, or the other way round.
 */
let database: TestDatabase
let app: App
let testApp: TestApp
let control: string
const MIN = 60_000

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ database, app } = testApp)
  control = (await createTestUser(database.db, { level: 1, departments: ['control'] })).token
})

afterAll(() => testApp.close())

let n = 0
const socio = async (estado: 'Activo' | 'Inactivo' = 'Activo') =>
  (await createSocio(database.db, { nombre: 'Ana', apellido: `Reciente ${++n}`, estado })).socio.id

/** A scan of a fresh code of the member, as the control screen sends it. */
async function scan(socioId: number, dispositivo = 'Control de Socios') {
  const token = await issueQrToken(database.db, socioId)
  const res = await app.request(`/api/socios/validarToken/${token}`, {
    headers: { ...bearer(control), 'X-Dispositivo': dispositivo },
  })
  expect(res.status).toBe(200)
  return v.parse(successEnvelope(socioValidadoSchema), await res.json()).response
}

/** A batch an offline tablet delivers, of one permitted entry `ago` ms ago. */
async function offlineEntry(socioId: number, dispositivo: string, ago = 0) {
  const checkin: Checkin = {
    key: randomUUID(),
    socioId,
    at: new Date(Date.now() - ago).toISOString(),
    veredicto: 'permitido',
    motivo: 'Puede ingresar',
    online: false,
    dispositivo,
  }
  const res = await app.request('/api/gate/checkins', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(control) },
    body: JSON.stringify({ checkins: [checkin] }),
  })
  expect(res.status).toBe(200)
  return checkin.at
}

const setWindow = async (minutos: number) => {
  await saveClubSettings(database.db, { ...clubDefaults, ingresoRecienteMinutos: minutos })
  await app.services.recentEntries.refresh()
}

describe('validarToken: a second entry of one member', () => {
  it('flags the second of two fresh codes of one member, from any gate', async () => {
    const id = await socio()
    const first = await scan(id, 'Puerta norte')
    expect(first.ingresoReciente).toBeNull()
    const second = await scan(id, 'Puerta sur')
    // Still let in: the gatekeeper sees the notice and decides.
    expect(second.activo).toBe(true)
    expect(second.ingresoReciente).toEqual({ at: expect.any(String), tablet: 'Puerta norte' })
    expect(Date.now() - Date.parse(second.ingresoReciente!.at)).toBeLessThan(MIN)
    expect((await scan(id)).ingresoReciente?.tablet).toBe('Puerta sur')
  })

  it('does not flag an entry outside the window, nor count a denied scan', async () => {
    const id = await socio()
    await offlineEntry(id, 'Tablet entrada', 16 * MIN)
    expect((await scan(id)).ingresoReciente).toBeNull()
    const inactivo = await socio('Inactivo')
    expect((await scan(inactivo)).ingresoReciente).toBeNull()
    expect((await scan(inactivo)).ingresoReciente).toBeNull()
  })

  it('flags an online scan after an offline batch of another tablet', async () => {
    const id = await socio()
    const at = await offlineEntry(id, 'Tablet pileta', 14 * MIN)
    expect((await scan(id)).ingresoReciente).toEqual({ at, tablet: 'Tablet pileta' })
  })

  it("follows the club's window; 0 flags nothing", async () => {
    const id = await socio()
    await offlineEntry(id, 'Tablet entrada', 6 * MIN)
    try {
      await setWindow(5)
      expect((await scan(id)).ingresoReciente).toBeNull()
      await setWindow(0)
      expect((await scan(id)).ingresoReciente).toBeNull()
      // Entries are still noted while nothing is flagged.
      await setWindow(10)
      expect((await scan(id)).ingresoReciente?.tablet).toBe('Control de Socios')
    } finally {
      await setWindow(15)
    }
  })
})

describe('GET /api/gate/roster: the recent entries for the tablets', () => {
  it('lists the latest permitted entry per member within the window', async () => {
    const [a, b, c] = [await socio(), await socio(), await socio()]
    await scan(a, 'Puerta norte')
    const at = await offlineEntry(b, 'Tablet pileta', 3 * MIN)
    await offlineEntry(c, 'Tablet pileta', 20 * MIN)
    const res = await app.request('/api/gate/roster', { headers: bearer(control) })
    const { recientes } = v.parse(successEnvelope(rosterSchema), await res.json()).response
    expect(recientes?.minutos).toBe(15)
    const mine = recientes?.ingresos.filter((e) => [a, b, c].includes(e.socioId))
    expect(mine).toEqual(
      expect.arrayContaining([
        { socioId: a, at: expect.any(String), tablet: 'Puerta norte' },
        { socioId: b, at, tablet: 'Tablet pileta' },
      ]),
    )
    expect(mine).toHaveLength(2)
  })
})

describe('after a restart, and with several processes', () => {
  it('a new process loads the last window from the check-ins', async () => {
    const id = await socio()
    await scan(id, 'Puerta norte')
    await app.services.checkins.flush()
    const restarted = createServices(database.db)
    try {
      expect(await restarted.recentEntries.latest(id)).toEqual({
        at: expect.any(String),
        tablet: 'Puerta norte',
      })
    } finally {
      await restarted.close()
    }
  })

  it("over one PostgreSQL, a process learns another's entries at its next read", async () => {
    const other = createRecentEntries(database.db, { shared: true })
    const alone = createRecentEntries(database.db)
    const id = await socio()
    expect(await other.latest(id)).toBeNull()
    expect(await alone.latest(id)).toBeNull()
    await offlineEntry(id, 'Tablet pileta', MIN)
    await other.refresh()
    await alone.refresh()
    expect(await other.latest(id)).toMatchObject({ tablet: 'Tablet pileta' })
    // With PGlite no other process writes: the window alone is read again.
    expect(await alone.latest(id)).toBeNull()
    await Promise.all([other.close(), alone.close()])
  })
})
