import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmHost } from '@/components/ui/confirm-host'
import { CONFIRMAR, GRUPO_MENSAJE } from '@/domain/grupos'
import type { Grupo } from '@/domain/grupos-api'
import type * as httpModule from '@/lib/http'
import { http } from '@/lib/http'
import { notify } from '@/lib/notify'
import { grupo, miembro } from '@/test/grupos'
import { grupoKeys } from '../api/grupo-keys'
import { GrupoEditPage } from './grupo-edit-page'

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { get: vi.fn(), delete: vi.fn() },
}))
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const get = vi.mocked(http.get)
const del = vi.mocked(http.delete)
const answer = (response: unknown) =>
  ({ json: async () => ({ success: true, response }) }) as ReturnType<typeof http.get>

/** The group's page at `/`, with the list it returns to, the group already in the cache. */
async function renderPage(actual: Grupo) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(grupoKeys.detail(actual.id), actual)
  get.mockReturnValue(answer({ items: [], total: 0, page: 1, pageSize: 10 }))
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ConfirmHost />
      </>
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/',
        component: () => <GrupoEditPage id={actual.id} />,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/admin/grupos-familiares',
        component: () => <h1>Listado de grupos</h1>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await router.load()
  return { router, queryClient }
}

describe("GrupoEditPage's 'Quitar'", () => {
  afterEach(() => {
    get.mockReset()
    del.mockReset()
    vi.mocked(notify).mockReset()
  })

  it('asks first, without the warning while two members or more remain', async () => {
    const user = userEvent.setup()
    await renderPage(
      grupo([miembro(1, 'Acosta'), miembro(2, 'Bustos'), miembro(3, 'Castro')], { descuento: 10 }),
    )
    expect(screen.getByText('Total miembros').nextSibling!.textContent).toBe('3')
    expect(screen.getByText('Miembros activos').nextSibling!.textContent).toBe('3')
    expect(screen.getByText('Descuento automático').nextSibling!.textContent).toBe('10%')
    await user.click(screen.getByRole('button', { name: 'Quitar a Bustos, Ana' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar a Bustos, Ana' })
    expect(dialog.textContent).toContain(CONFIRMAR.quitar)
    expect(dialog.textContent).not.toContain(CONFIRMAR.seEliminara)
    await user.click(screen.getByText('Cancelar'))
    expect(del).not.toHaveBeenCalled()
  })

  it('warns that the group goes with two members, and after it returns to the list', async () => {
    const user = userEvent.setup()
    del.mockReturnValue(answer({ grupo: null }))
    const { router, queryClient } = await renderPage(
      grupo([miembro(1, 'Acosta'), miembro(2, 'Bustos')]),
    )
    await user.click(screen.getByRole('button', { name: 'Quitar a Acosta, Ana' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar a Acosta, Ana' })
    expect(dialog.textContent).toContain(`${CONFIRMAR.quitar} ${CONFIRMAR.seEliminara}`)
    await user.click(screen.getByText('Quitar', { selector: 'dialog button' }))
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin/grupos-familiares')
    expect(del).toHaveBeenCalledWith('grupos/7/miembros/1')
    expect(notify).toHaveBeenCalledWith('warning', GRUPO_MENSAJE.eliminadoAlQuitar)
    expect(queryClient.getQueryData(grupoKeys.detail(7))).toBeUndefined()
  })

  it("an empty group says so, and 'Agregar Miembros' says nobody may join", async () => {
    await renderPage(grupo([]))
    expect(screen.getByText('No hay miembros en este grupo')).toBeTruthy()
    expect(await screen.findByText('No hay socios disponibles para agregar')).toBeTruthy()
    expect(screen.getByPlaceholderText('Buscar socios disponibles...')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver a Grupos' })).toBeTruthy()
  })
})
