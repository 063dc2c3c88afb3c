import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { UserData } from '@/domain/user'
import { renderWithRouter } from '@/test/render-with-router'
import { TopBar } from './top-bar'

const user = (level: number): UserData => ({
  id: 1,
  socio_id: level >= 1 ? 7 : null,
  level,
  departments: [],
  email: 'ana@example.com',
  persona: { nombre: 'Ana', apellido: 'Pérez' },
})

const renderBar = (u: UserData | null) =>
  renderWithRouter(() => <TopBar clubName="Club Santa Rosa" crest="/crest.svg" user={u} />)

describe('TopBar', () => {
  it('logged out: the members button leads to sign-in', async () => {
    await renderBar(null)
    expect(await screen.findByRole('link', { name: 'Soy socio' })).toHaveProperty(
      'pathname',
      '/auth/identificarse',
    )
    expect(screen.queryByText('Mi cuenta')).toBeNull()
    expect(screen.queryByText('Salir')).toBeNull()
    expect(screen.queryByText('Asociate')).toBeNull()
  })

  it('level 0: Mi cuenta and Asociate; Salir is in the member area', async () => {
    await renderBar(user(0))
    expect(await screen.findByRole('link', { name: 'Asociate' })).toHaveProperty(
      'pathname',
      '/socios/asociarse',
    )
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toHaveProperty(
      'pathname',
      '/cuenta/micuenta',
    )
    expect(screen.queryByText('Salir')).toBeNull()
    expect(screen.queryByText('Soy socio')).toBeNull()
  })

  it('a member: one account action, Mi cuenta; no Asociate', async () => {
    await renderBar(user(1))
    expect(await screen.findByRole('link', { name: 'Mi cuenta' })).toBeTruthy()
    expect(screen.queryByText('Asociate')).toBeNull()
    expect(screen.queryByText('Salir')).toBeNull()
  })
})
