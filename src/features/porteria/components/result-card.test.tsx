import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SocioGate } from '@/domain/porteria/gate-api'
import { ResultCard } from './result-card'

const porteria = {
  id: 12,
  nombre: 'Lucía',
  apellido: 'Díaz',
  apodo: null,
  foto: null,
  estado: 'Activo',
  activo: true,
  vencimiento: '2026-11-30',
  categoria: 'Activo',
}

const show = (socio: SocioGate) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResultCard socio={socio} resetLabel="Escanear Nuevo QR" onReset={() => {}} />
    </QueryClientProvider>,
  )

describe('ResultCard', () => {
  it('shows a gatekeeper only what the server gave: no DNI, contact or birth date', () => {
    show(porteria)
    expect(screen.getByText('Socio Activo')).toBeDefined()
    expect(screen.getByText('Díaz, Lucía')).toBeDefined()
    expect(screen.getByText('30/11/2026')).toBeDefined()
    for (const label of ['DNI', 'Teléfono', 'Email', 'Domicilio', 'Fecha de nacimiento', 'Ingreso'])
      expect(screen.queryByText(label)).toBeNull()
  })

  it('says why a member may not enter, under the red banner', () => {
    show({ ...porteria, estado: 'Pendiente', activo: false })
    expect(screen.getByText('Socio Inactivo')).toBeDefined()
    expect(screen.getByText('Alta pendiente de aprobación')).toBeDefined()
  })

  it('shows no reason for an active member', () => {
    show(porteria)
    expect(screen.queryByText(/pendiente|dado de baja/)).toBeNull()
  })

  it('says the member’s fees in words: up to date, or how many cuotas they owe', () => {
    const { unmount } = show({ ...porteria, alDia: true, cuotasVencidas: 0, cuotaImpaga: false })
    expect(screen.getByText('Cuota al día')).toBeDefined()
    unmount()
    show({ ...porteria, alDia: false, cuotasVencidas: 2, cuotaImpaga: false })
    expect(screen.getByText('Debe 2 cuotas')).toBeDefined()
    expect(screen.getByText('Socio Activo')).toBeDefined()
    expect(screen.queryByText(/Cuota impaga/)).toBeNull()
  })

  it('says a member the club’s fee rule turns away may not enter', () => {
    show({ ...porteria, alDia: false, cuotasVencidas: 3, cuotaImpaga: true })
    expect(screen.getByText('Cuota impaga: no puede ingresar')).toBeDefined()
    expect(screen.getByText('Debe 3 cuotas')).toBeDefined()
  })

  it('says nothing of fees when the answer has none (a roster kept before them)', () => {
    show(porteria)
    expect(screen.queryByText(/Cuota al día|Debe \d/)).toBeNull()
  })

  it('shows an administrator the whole card', () => {
    show({
      ...porteria,
      documento: '30111222',
      telefono: null,
      email: 'lucia@example.com',
      domicilio: 'Av. San Martín 850',
      nacimiento: '1990-05-04',
      fechaIngreso: '2020-03-01',
    })
    expect(screen.getByText('30.111.222')).toBeDefined()
    expect(screen.getByText('lucia@example.com')).toBeDefined()
    expect(screen.getByText('04/05/1990')).toBeDefined()
  })
})
