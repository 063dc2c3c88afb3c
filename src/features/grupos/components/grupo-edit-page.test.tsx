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
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmHost } from '@/components/ui/dialog/confirm-host'
import { CONFIRMAR, GRUPO_MENSAJE } from '@/domain/grupos/grupos'
import type { Grupo } from '@/domain/grupos/grupos-api'
import { notify } from '@/lib/notify'
import { grupo, miembro } from '@/test/grupos'
import { api, ok, requests, server } from '@/test/msw-server'
import { grupoKeys } from '../api/grupo-keys'
import { GrupoEditPage } from './grupo-edit-page'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

/** The group's page at `/`, with the list it returns to, the group already in the cache. */
async function renderPage(actual: Grupo) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(grupoKeys.detail(actual.id), actual)
  server.use(
    http.get(api('grupos/disponibles'), () => ok({ items: [], total: 0, page: 1, pageSize: 10 })),
  )
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
    expect(await requests('DELETE')).toEqual([])
  })

  it('warns that the group goes with two members, and after it returns to the list', async () => {
    const user = userEvent.setup()
    server.use(http.delete(api('grupos/7/miembros/1'), () => ok({ grupo: null })))
    const { router, queryClient } = await renderPage(
      grupo([miembro(1, 'Acosta'), miembro(2, 'Bustos')]),
    )
    await user.click(screen.getByRole('button', { name: 'Quitar a Acosta, Ana' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar a Acosta, Ana' })
    expect(dialog.textContent).toContain(`${CONFIRMAR.quitar} ${CONFIRMAR.seEliminara}`)
    await user.click(screen.getByText('Quitar', { selector: 'dialog button' }))
    expect(await screen.findByRole('heading', { name: 'Listado de grupos' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin/grupos-familiares')
    expect(await requests('DELETE')).toContainEqual({
      method: 'DELETE',
      path: 'grupos/7/miembros/1',
    })
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
