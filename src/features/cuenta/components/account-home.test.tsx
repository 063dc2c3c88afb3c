import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { UserData } from '@/domain/user'
import { renderWithRouter } from '@/test/render-with-router'
import { usuarioDePrueba } from '@/test/users'
import { AccountHome } from './account-home'

const socio = usuarioDePrueba()

function renderHome(user: UserData) {
  const queryClient = new QueryClient()
  return renderWithRouter(() => (
    <QueryClientProvider client={queryClient}>
      <AccountHome user={user} />
    </QueryClientProvider>
  ))
}

describe("Mi Cuenta's buttons", () => {
  it("a member with a card has 'Ver mi carnet' and 'Mis dispositivos'", async () => {
    await renderHome(socio)
    expect(screen.getByRole('link', { name: 'Ver mi carnet' }).getAttribute('href')).toBe(
      '/cuenta/carnet',
    )
    expect(screen.getByRole('link', { name: 'Mis dispositivos' }).getAttribute('href')).toBe(
      '/cuenta/dispositivos',
    )
  })

  it('an account without a card has neither', async () => {
    await renderHome({ ...socio, socio_id: null, level: 0 })
    expect(screen.queryByRole('link', { name: 'Ver mi carnet' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Mis dispositivos' })).toBeNull()
  })
})
