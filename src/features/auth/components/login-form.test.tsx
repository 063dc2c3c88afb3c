import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as httpModule from '@/lib/http'
import { http, HTTPError } from '@/lib/http'
import { LoginForm } from './login-form'

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { post: vi.fn() },
}))

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

type Post = ReturnType<typeof http.post>
const answer = (body: unknown) => ({ json: async () => body }) as unknown as Post
const refusal = (status: number, message: string) =>
  ({
    json: async () => {
      throw new HTTPError(
        new Response(JSON.stringify({ success: false, message, error: message }), { status }),
        new Request('http://localhost/api/auth/login'),
        {} as ConstructorParameters<typeof HTTPError>[2],
      )
    },
  }) as unknown as Post

const REFUSAL = 'Email o contraseña incorrectos'
const session = {
  success: true,
  response: {
    token: 'token-del-socio',
    userData: {
      id: 3,
      socio_id: 7,
      level: 1,
      departments: [],
      email: 'ana@example.com',
      persona: { nombre: 'Ana', apellido: 'Acosta' },
    },
  },
}

describe('signing in after a failure', () => {
  afterEach(() => {
    vi.mocked(http.post).mockReset()
    shown.clear()
    localStorage.clear()
  })

  it("the failure's toast goes when the next sign-in succeeds", async () => {
    vi.mocked(http.post)
      .mockReturnValueOnce(refusal(401, REFUSAL))
      .mockReturnValueOnce(answer(session))
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
