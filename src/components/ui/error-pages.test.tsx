import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { ErrorPage } from './error-pages'

describe('ErrorPage', () => {
  it('shows the product texts and the way home', async () => {
    await renderWithRouter(ErrorPage)
    expect(
      await screen.findByRole('heading', { name: 'No pudimos resolver tu solicitud..' }),
    ).toBeTruthy()
    expect(
      screen.getByText('Lamentamos lo ocurrido, y esperamos que no vuelva a suceder.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveProperty('pathname', '/')
  })
})
