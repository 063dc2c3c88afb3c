import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, refusal, server } from '@/test/msw-server'
import { usuarioDePrueba } from '@/test/users'
import { LoginForm } from './login-form'

/** The toasts on screen, as the toaster would show them: by id, each replacing its namesake. */
const shown = vi.hoisted(() => new Map<string, string>())
vi.mock('@/lib/notify', () => {
  let next = 0
  return {
    notify: (_kind: string, message: string, options: { id?: string } = {}) =>
      shown.set(options.id ?? `toast-${next++}`, message),
    dismissNotify: (id: string) => shown.delete(id),
  }
})

const REFUSAL = 'Email o contraseña incorrectos'
const session = {
  success: true,
  response: {
    token: 'token-del-socio',
    userData: usuarioDePrueba(),
  },
}

describe('signing in after a failure', () => {
  afterEach(() => {
    shown.clear()
    localStorage.clear()
  })

  it("the failure's toast goes when the next sign-in succeeds", async () => {
    server.use(
      http.post(api('auth/login'), () => refusal(401, REFUSAL), { once: true }),
      http.post(api('auth/login'), () => HttpResponse.json(session), { once: true }),
    )
    const onSignedIn = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoginForm onSignedIn={onSignedIn} />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('Email'))
    await user.paste('ana@example.com')
    await user.click(screen.getByLabelText('Contraseña', { exact: true }))
    await user.paste('equivocada')
    await user.click(screen.getByRole('button', { name: 'Ingresar' }))
    await waitFor(() => expect([...shown.values()]).toEqual([REFUSAL]))

    await user.clear(screen.getByLabelText('Contraseña', { exact: true }))
    await user.paste('la-correcta')
    await user.click(screen.getByRole('button', { name: 'Ingresar' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect([...shown.values()]).toEqual(['Bienvenid@'])
  })
})
