import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RosterSocio } from '@/domain/porteria/gate-api'
import { api, forgetRequests, ok, requests, server } from '@/test/msw-server'
import { sociosPorDocumento } from './roster-lookup'
import { ROSTER_FORMATO, rosterStore } from './roster-store'
import { syncRoster } from './roster-sync'

vi.mock('idb-keyval', () => import('../../test/memory-idb-keyval'))

/** 32 bytes of 7 and of 8; '732e' is the first one's hash of 30111222, and of 30136214. */
const KEY = 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc'
const OTHER_KEY = 'CAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg'

const socio = (id: number, documentoHash: string): RosterSocio => ({
  id,
  nombre: 'Lucía',
  apellido: 'Díaz',
  apodo: null,
  documentoHash,
  estado: 'Activo',
  vencimiento: null,
  alDia: null,
  fotoVersion: null,
})

/** The API's answers to the next roster requests: each once, in turn. */
const rosterAnswer = (...responses: object[]) =>
  server.use(
    ...responses.map((response) =>
      http.get(api('gate/roster'), () => ok(response), { once: true }),
    ),
  )

describe('syncRoster', () => {
  afterEach(async () => {
    const { clear } = await import('idb-keyval')
    await clear()
  })

  /** The `since` of each roster request (null: the whole roster). */
  const asked = async () => (await requests('GET')).map(({ search }) => search?.since ?? null)

  it('adds a delta to the roster it has, and finds a typed DNI by its hash', async () => {
    const current = {
      cursor: 'c1',
      documentoKey: KEY,
      socios: { 1: socio(1, '732e') },
      formato: ROSTER_FORMATO,
    }
    rosterAnswer({
      cursor: 'c2',
      completo: false,
      documentoKey: KEY,
      socios: [{ ...socio(2, '0000'), vencimientosPendientes: ['2026-10-10'] }],
      denegarConCuotasVencidas: 2,
    })
    const { roster } = await syncRoster(current)
    expect(await asked()).toEqual(['c1'])
    expect(Object.keys(roster.socios)).toEqual(['1', '2'])
    expect(roster.socios[2]!.vencimientosPendientes).toEqual(['2026-10-10'])
    expect(roster.denegarConCuotasVencidas).toBe(2)
    expect(roster.sincronizadoAt).toBeGreaterThan(Date.now() - 5_000)
    expect(await rosterStore.get()).toEqual(roster)
    expect((await sociosPorDocumento(roster, '30.111.222')).map((s) => s.id)).toEqual([1])
    expect(await sociosPorDocumento(roster, '30111223')).toEqual([])
  })

  it('gives every member whose 16 bits match a typed DNI, by surname: the DNI narrows, the face decides', async () => {
    const roster = {
      cursor: 'c1',
      documentoKey: KEY,
      socios: {
        1: socio(1, '732e'),
        2: { ...socio(2, '732e'), apellido: 'Acosta' },
        3: socio(3, '03be'),
      },
    }
    // 30136214 is not 30111222, yet shares its value: both members are candidates for either.
    for (const dni of ['30111222', '30136214']) {
      expect((await sociosPorDocumento(roster, dni)).map((s) => s.id)).toEqual([2, 1])
    }
  })

  it('replaces a roster kept with whole DNI hashes, so they leave the device', async () => {
    const old = {
      cursor: 'c1',
      documentoKey: KEY,
      socios: { 1: socio(1, 'cy65Ikby0_SggmJ6dM0DmA') },
      formato: 2,
    }
    rosterAnswer({ cursor: 'c2', completo: true, documentoKey: KEY, socios: [socio(1, '732e')] })
    const { roster } = await syncRoster(old)
    expect(await asked()).toEqual([null])
    expect(JSON.stringify(await rosterStore.get())).not.toContain('cy65')
    expect(roster.socios[1]!.documentoHash).toBe('732e')
  })

  it('reads the whole roster again when it was kept with DNI numbers or under another key', async () => {
    const whole = {
      cursor: 'c3',
      completo: true,
      documentoKey: OTHER_KEY,
      socios: [socio(1, '0001')],
    }
    // Kept before DNIs were hashed: no key, a number in each member.
    const old = { cursor: 'c1', socios: { 1: { ...socio(1, ''), documento: '30111222' } } }
    rosterAnswer(whole)
    let { roster } = await syncRoster(old as never)
    expect(await asked()).toEqual([null])
    expect(JSON.stringify(roster)).not.toContain('30111222')

    forgetRequests()
    rosterAnswer({ cursor: 'c4', completo: false, documentoKey: KEY, socios: [] }, whole)
    ;({ roster } = await syncRoster({
      cursor: 'c3',
      documentoKey: OTHER_KEY,
      socios: roster.socios,
      formato: ROSTER_FORMATO,
    }))
    expect(await asked()).toEqual(['c3', null])
    expect(roster.documentoKey).toBe(OTHER_KEY)
  })

  it('reads the whole roster again when it was kept before members carried their due dates', async () => {
    // Kept by the previous version: no format, members without `vencimientosPendientes`.
    const old = { cursor: 'c1', documentoKey: KEY, socios: { 1: socio(1, '0002') } }
    rosterAnswer({
      cursor: 'c2',
      completo: true,
      documentoKey: KEY,
      socios: [{ ...socio(1, '0002'), vencimientosPendientes: [] }],
    })
    const { roster } = await syncRoster(old)
    expect(await asked()).toEqual([null])
    expect(roster).toMatchObject({ formato: ROSTER_FORMATO, denegarConCuotasVencidas: 0 })
    expect(roster.socios[1]!.vencimientosPendientes).toEqual([])
  })

  it('keeps the revoked devices of each answer, in place of the ones it had', async () => {
    const current = {
      cursor: 'c1',
      documentoKey: KEY,
      socios: { 1: socio(1, '0002') },
      formato: ROSTER_FORMATO,
      dispositivosRevocados: [4, 9],
    }
    const delta = (dispositivosRevocados?: number[]) =>
      rosterAnswer({
        cursor: 'c2',
        completo: false,
        documentoKey: KEY,
        socios: [],
        ...(dispositivosRevocados ? { dispositivosRevocados } : {}),
      })
    delta([9, 12])
    const { roster } = await syncRoster(current)
    expect(roster.dispositivosRevocados).toEqual([9, 12])
    expect((await rosterStore.get())?.dispositivosRevocados).toEqual([9, 12])
    // A server before device codes sends none.
    delta()
    expect((await syncRoster(roster)).roster.dispositivosRevocados).toEqual([])
  })
})
