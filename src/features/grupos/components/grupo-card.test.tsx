import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { grupo, miembro } from '@/test/grupos'
import { renderWithRouter } from '@/test/render-with-router'
import { GrupoCard } from './grupo-card'

describe('GrupoCard', () => {
  it("shows the first 3 members, whether each counts, and '+N más...'", async () => {
    const miembros = [
      miembro(1, 'Acosta'),
      miembro(2, 'Bustos', { al_dia: false, cuotas_vencidas: 2, habilitado: false }),
      miembro(3, 'Castro'),
      miembro(4, 'Díaz'),
      miembro(5, 'Esquivel'),
    ]
    await renderWithRouter(() => <GrupoCard grupo={grupo(miembros, { descuento: 10 })} />)
    const card = screen.getByRole('article', { name: 'Familia González' })
    expect(within(card).getByRole('link', { name: 'Familia González' }).getAttribute('href')).toBe(
      '/admin/grupos-familiares/7',
    )
    expect(within(card).getByText('4 miembros activos')).toBeTruthy()
    expect(within(card).getByText('Descuento: 10%')).toBeTruthy()
    const items = within(card).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Acosta, AnaHabilitado',
      'Bustos, AnaNo habilitadoDebe 2 cuotas',
      'Castro, AnaHabilitado',
    ])
    expect(within(card).getByText('+2 más...')).toBeTruthy()
  })

  it("no '+N más...' with 3 members or fewer; the reason of each who does not count", async () => {
    const miembros = [
      miembro(1, 'Acosta', { estado: 'Inactivo', habilitado: false }),
      miembro(2, 'Bustos', { level: 0, habilitado: false }),
    ]
    await renderWithRouter(() => <GrupoCard grupo={grupo(miembros)} />)
    expect(screen.getByText('0 miembros activos')).toBeTruthy()
    expect(screen.getByText('Descuento: 0%')).toBeTruthy()
    expect(screen.getAllByText('No habilitado')).toHaveLength(2)
    expect(screen.getByText('Socio inactivo')).toBeTruthy()
    expect(screen.getByText('Sin acceso de socio')).toBeTruthy()
    expect(screen.queryByText(/más\.\.\./)).toBeNull()
  })
})
