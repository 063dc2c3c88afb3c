import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { UserData } from '@/domain/user'
import { renderWithRouter } from '@/test/render-with-router'
import { usuarioDePrueba } from '@/test/users'
import { TopBar } from './top-bar'

const user = (level: number) => usuarioDePrueba({ level, socio_id: level >= 1 ? 7 : null })

const onLogout = vi.fn()
const renderBar = (u: UserData | null) =>
  renderWithRouter(() => (
    <TopBar clubName="Club Santa Rosa" crest="/crest.svg" user={u} onLogout={onLogout} />
  ))

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

  it('level 0: Mi cuenta, Salir and Asociate', async () => {
    await renderBar(user(0))
    expect(await screen.findByRole('link', { name: 'Asociate' })).toHaveProperty(
      'pathname',
      '/socios/asociarse',
    )
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toHaveProperty(
      'pathname',
      '/cuenta/micuenta',
    )
    expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy()
    expect(screen.queryByText('Soy socio')).toBeNull()
  })

  it("a member: Mi cuenta and 'Salir', which signs out; no Asociate", async () => {
    await renderBar(user(1))
    expect(await screen.findByRole('link', { name: 'Mi cuenta' })).toBeTruthy()
    expect(screen.queryByText('Asociate')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })
})
