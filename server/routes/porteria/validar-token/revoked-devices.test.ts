import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerDevice } from '../../../../tests/support/device-tokens.ts'
import { createSocio } from '../../../../tests/support/socio-builder.ts'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { dispositivos } from '../../../db/schema/dispositivos.ts'
import { createRevokedDevices, REVOKED_READ_EVERY_MS } from './revoked-devices.ts'

let testApp: TestApp
let socioId: number

beforeAll(async () => {
  testApp = await createTestApp()
  socioId = (await createSocio(testApp.database.db, { nombre: 'Ana', apellido: 'Sosa' })).socio.id
})

afterAll(() => testApp.close())

describe('createRevokedDevices', () => {
  it('knows the revoked devices whose certificate has not ended, read again after a minute', async () => {
    const db = testApp.database.db
    const revoked = createRevokedDevices(db)
    const live = await registerDevice(db, socioId)
    const gone = await registerDevice(db, socioId, { revocado: true })
    await registerDevice(db, socioId, { revocado: true, validoHasta: Date.now() - 1000 })
    const t0 = Date.now()
    expect(await revoked.list(t0)).toEqual([gone.dispositivoId])
    expect((await revoked.ids(t0)).has(gone.dispositivoId)).toBe(true)

    await db
      .update(dispositivos)
      .set({ revokedAt: new Date() })
      .where(eq(dispositivos.id, live.dispositivoId))
    // Within the minute the list in hand answers; past it, it is read again behind the scan.
    expect(await revoked.list(t0 + 1000)).toEqual([gone.dispositivoId])
    expect(await revoked.list(t0 + REVOKED_READ_EVERY_MS)).toEqual([gone.dispositivoId])
    // close() waits for the read under way: the next scan gets its list.
    await revoked.close()
    expect(await revoked.list(t0 + REVOKED_READ_EVERY_MS + 1)).toEqual(
      [gone.dispositivoId, live.dispositivoId].sort((a, b) => a - b),
    )
    await revoked.close()
  })
})
