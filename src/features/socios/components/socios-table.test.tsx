import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SocioListItem } from '@/domain/socios/socios-api'
import { renderWithRouter } from '@/test/render-with-router'
import { SociosTable } from './socios-table'

const socio = (id: number, apellido: string, cuotas_vencidas: number): SocioListItem => ({
  id,
  alta: '2020-03-01',
  estado: 'Activo',
  vencimiento: null,
  persona: { apellido, nombre: 'Ana', documento: '30123456' },
  socios_grupo: null,
  socios_historials: [],
  al_dia: cuotas_vencidas === 0,
  cuotas_vencidas,
})

const SOCIOS = [socio(1, 'Acosta', 0), socio(2, 'Bustos', 2)]
const today = new Date('2026-11-24T12:00:00')

describe('SociosTable', () => {
  it("shows 'Cuota' only when asked: 'Al día' or 'Debe N'", async () => {
    await renderWithRouter(() => <SociosTable socios={SOCIOS} today={today} conCuota />)
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual([
      'Socio',
      'Estado',
      'Cuota',
      'Antigüedad',
      'Grupo Familiar',
      'Acciones',
    ])
    const [, acosta, bustos] = screen.getAllByRole('row')
    expect(within(acosta!).getAllByRole('cell')[2]!.textContent).toBe('✓ Al día')
    expect(within(bustos!).getAllByRole('cell')[2]!.textContent).toBe('! Debe 2')
  })

  it('leaves it out by default', async () => {
    await renderWithRouter(() => <SociosTable socios={SOCIOS} today={today} />)
    expect(screen.queryByRole('columnheader', { name: 'Cuota' })).toBeNull()
    expect(screen.queryByText(/Al día|Debe/)).toBeNull()
  })

  it("'Grupo Familiar' links to the group, 'Sin grupo' otherwise", async () => {
    const enGrupo = {
      ...socio(3, 'Castro', 0),
      socios_grupo: { grupo: { id: 9, nombre: 'Familia Castro' } },
    }
    await renderWithRouter(() => <SociosTable socios={[enGrupo, SOCIOS[0]!]} today={today} />)
    const link = screen.getByRole('link', { name: 'Familia Castro' })
    expect(link.getAttribute('href')).toBe('/admin/grupos-familiares/9')
    expect(screen.getByText('Sin grupo')).toBeTruthy()
  })
})
