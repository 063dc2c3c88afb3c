import { describe, expect, it } from 'vitest'
import { anotarIngreso, memoriaVacia, mergeRecientes } from './ingresos-recientes'

const now = Date.parse('2026-11-24T18:00:00Z')
const hace = (minutos: number, tablet: string) => ({
  at: new Date(now - minutos * 60_000).toISOString(),
  tablet,
})

describe('the tablet memory of recent entries', () => {
  it('remembers its own entries by member, the latest one winning', () => {
    let memoria = anotarIngreso(memoriaVacia(), 7, hace(5, 'Portería 1'), now)
    memoria = anotarIngreso(memoria, 7, hace(2, 'Portería 1'), now)
    memoria = anotarIngreso(memoria, 7, hace(4, 'Portería 1'), now)
    expect(memoria).toEqual({ minutos: 15, porSocio: { 7: hace(2, 'Portería 1') } })
  })

  it("merges the server's entries of other tablets, keeping each member's latest", () => {
    const memoria = anotarIngreso(memoriaVacia(), 7, hace(5, 'Portería 1'), now)
    const merged = mergeRecientes(
      anotarIngreso(memoria, 8, hace(1, 'Portería 1'), now),
      {
        minutos: 15,
        ingresos: [
          { socioId: 7, ...hace(3, 'Portería 2') },
          { socioId: 8, ...hace(6, 'Portería 2') },
          { socioId: 9, ...hace(10, 'Control de Socios') },
        ],
      },
      now,
    )
    expect(merged.porSocio).toEqual({
      7: hace(3, 'Portería 2'),
      8: hace(1, 'Portería 1'),
      9: hace(10, 'Control de Socios'),
    })
  })

  it("takes the server's window and forgets what falls out of it", () => {
    const memoria = anotarIngreso(memoriaVacia(), 7, hace(8, 'Portería 1'), now)
    const merged = mergeRecientes(memoria, { minutos: 5, ingresos: [] }, now)
    expect(merged).toEqual({ minutos: 5, porSocio: {} })
    expect(mergeRecientes(memoria, { minutos: 0, ingresos: [] }, now).porSocio).toEqual({})
  })

  it('without recent entries from the server, only trims', () => {
    const memoria = anotarIngreso(memoriaVacia(), 7, hace(8, 'Portería 1'), now)
    expect(mergeRecientes(memoria, undefined, now)).toEqual(memoria)
    expect(mergeRecientes(memoria, undefined, now + 10 * 60_000).porSocio).toEqual({})
  })
})
