import { describe, expect, it } from 'vitest'
import { anotarIngresoHoy, conConteoDelServidor, totalIngresosHoy } from './ingresos-hoy'

const HOY = '2026-11-28'

describe("the tablet's count of today's entries", () => {
  it("adds its own entries to the server's last count, each once", () => {
    let memoria = conConteoDelServidor(undefined, HOY, 2, [])
    memoria = anotarIngresoHoy(memoria, HOY, 'a')
    memoria = anotarIngresoHoy(memoria, HOY, 'a')
    expect(totalIngresosHoy(memoria, HOY)).toBe(3)
  })

  it('does not count twice an entry the server counted', () => {
    let memoria = conConteoDelServidor(undefined, HOY, 2, [])
    memoria = anotarIngresoHoy(memoria, HOY, 'a')
    memoria = anotarIngresoHoy(memoria, HOY, 'b')
    // 'a' reached the server before it counted; 'b' was still queued.
    memoria = conConteoDelServidor(memoria, HOY, 3, ['a'])
    expect(memoria.sinContar).toEqual(['b'])
    expect(totalIngresosHoy(memoria, HOY)).toBe(4)
  })

  it('keeps an entry recorded while the count was on its way', () => {
    let memoria = conConteoDelServidor(undefined, HOY, 2, [])
    memoria = anotarIngresoHoy(memoria, HOY, 'durante')
    memoria = conConteoDelServidor(memoria, HOY, 2, [])
    expect(totalIngresosHoy(memoria, HOY)).toBe(3)
  })

  it('starts again at the club’s midnight', () => {
    let memoria = conConteoDelServidor(undefined, '2026-11-27', 40, [])
    memoria = anotarIngresoHoy(memoria, '2026-11-27', 'ayer')
    expect(totalIngresosHoy(memoria, HOY)).toBe(0)
    memoria = anotarIngresoHoy(memoria, HOY, 'hoy')
    expect(memoria).toEqual({ dia: HOY, servidor: null, sinContar: ['hoy'] })
    expect(totalIngresosHoy(memoria, HOY)).toBe(1)
  })
})
