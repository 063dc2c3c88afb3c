import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { dispositivo, renderConConfirm } from '@/test/dispositivos'
import { api, ok, requests, server, failure } from '@/test/msw-server'
import { DispositivosSocio } from './dispositivos-socio'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const LISTA = api('socios/dispositivos')

describe("The member detail's 'Dispositivos del carnet'", () => {
  afterEach(() => {
    vi.mocked(notify).mockReset()
  })

  it("lists the member's devices with their dates", async () => {
    server.use(http.get(LISTA, () => ok([dispositivo(4, 'Samsung A54')])))
    renderConConfirm(<DispositivosSocio socioId={42} />)
    const section = screen.getByRole('region', { name: 'Dispositivos del carnet' })
    const item = await within(section).findByRole('listitem')
    expect(item.textContent).toBe(
      'Samsung A54Último uso: 22/11/2026 15:45Desde el 04/03/2026Quitar',
    )
    expect(await requests('GET')).toContainEqual({
      method: 'GET',
      path: 'socios/dispositivos',
      search: { socio: '42' },
    })
  })

  it('by keyboard: asks, quits the lost phone, says so, and the list is read again', async () => {
    const user = userEvent.setup()
    server.use(
      http.get(LISTA, () => ok([dispositivo(4, 'Samsung A54')]), { once: true }),
      http.get(LISTA, () => ok([])),
      http.delete(api('socios/dispositivos/4'), () => ok({ id: 4 })),
    )
    renderConConfirm(<DispositivosSocio socioId={42} />)
    await screen.findByText('Samsung A54')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar Samsung A54' }))
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar dispositivo' })
    expect(
      within(dialog).getByText(
        '¿Quitar «Samsung A54»? Ese teléfono deja de mostrar el carnet sin conexión.',
      ),
    ).toBeTruthy()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Sin dispositivos registrados')).toBeTruthy()
    expect(await requests('DELETE')).toContainEqual({
      method: 'DELETE',
      path: 'socios/dispositivos/4',
    })
    expect(notify).toHaveBeenCalledWith('success', 'Dispositivo quitado')
    expect(await requests('GET')).toHaveLength(2)
  })

  it('cancelling keeps the device', async () => {
    const user = userEvent.setup()
    server.use(http.get(LISTA, () => ok([dispositivo(4, 'Samsung A54')])))
    renderConConfirm(<DispositivosSocio socioId={42} />)
    await user.click(await screen.findByRole('button', { name: 'Quitar Samsung A54' }))
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }))
    expect(await requests('DELETE')).toEqual([])
    expect(screen.getByText('Samsung A54')).toBeTruthy()
  })

  it('says when the member has none', async () => {
    server.use(http.get(LISTA, () => ok([])))
    renderConConfirm(<DispositivosSocio socioId={42} />)
    expect(await screen.findByText('Sin dispositivos registrados')).toBeTruthy()
  })

  it('says while it loads, and when the list cannot be read', async () => {
    server.use(http.get(LISTA, failure))
    renderConConfirm(<DispositivosSocio socioId={42} />)
    expect(screen.getByRole('status').textContent).toBe('Cargando…')
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudieron obtener los datos')
  })
})
