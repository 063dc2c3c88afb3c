import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AuditoriaEntrada } from '@/domain/auditoria/auditoria-api'
import { formatDateTime } from '@/lib/format'
import { RegistroTable } from './auditoria-table'

const entradas: AuditoriaEntrada[] = [
  {
    id: 2,
    at: '2026-03-10T14:05:00.000Z',
    actor: { id: 4, email: 'jefa@club.example' },
    ip: '203.0.113.7',
    accion: 'socio-editado',
    detalle: { socioId: 31, campos: ['apodo', 'telefono'], motivo: null },
  },
  {
    id: 1,
    at: '2026-03-10T13:00:00.000Z',
    actor: null,
    ip: null,
    accion: 'clave-qr-rotada',
    detalle: { kid: 'a1b2c3d4', anterior: null, retiradas: [] },
  },
]

describe('RegistroTable', () => {
  it('shows each entry with its texts, the CLI as Sistema and no address as —', () => {
    render(<RegistroTable entradas={entradas} />)
    const [, first, second] = screen.getAllByRole('row')
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells(first!)).toEqual([
      formatDateTime(Date.parse('2026-03-10T14:05:00.000Z')),
      'jefa@club.example',
      'Socio editado',
      'Socio #31 · Cambió: apodo, teléfono',
      '203.0.113.7',
    ])
    expect(cells(second!)).toEqual([
      formatDateTime(Date.parse('2026-03-10T13:00:00.000Z')),
      'Sistema',
      'Clave QR rotada',
      'Nueva clave para firmar los carnets',
      '—',
    ])
  })
})
