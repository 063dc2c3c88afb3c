import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { socioFiltrosUrlSchema } from './socios-filtros.ts'

const filtrosFromUrl = (search: Record<string, unknown>) => v.parse(socioFiltrosUrlSchema, search)

describe('socioFiltrosUrlSchema', () => {
  it('reads the filters, with defaults for what is missing', () => {
    expect(
      filtrosFromUrl({ search: ' Núñez ', estado: 'activos', actividad: '4', page: '3' }),
    ).toEqual({
      search: 'Núñez',
      estado: 'activos',
      sort: 'apellido',
      actividad: 4,
      page: 3,
      pageSize: 10,
    })
  })

  it('keeps a DNI typed into the address, which the router reads as a number', () => {
    expect(filtrosFromUrl({ search: 30123456 }).search).toBe('30123456')
  })

  it('replaces a bad value by its default instead of failing', () => {
    expect(
      filtrosFromUrl({
        estado: 'borrados',
        pageSize: 7,
        page: -2,
        sort: 'apellido',
        actividad: 'natación',
      }),
    ).toEqual({
      search: '',
      estado: 'todos',
      sort: 'apellido',
      actividad: 0,
      page: 1,
      pageSize: 10,
    })
  })
})
