import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as httpModule from '@/lib/http'
import { http } from '@/lib/http'
import { notify } from '@/lib/notify'
import { dispositivo, renderConConfirm } from '@/test/dispositivos'
import { DispositivosSocio } from './dispositivos-socio'

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { get: vi.fn(), delete: vi.fn() },
}))
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const get = vi.mocked(http.get)
const del = vi.mocked(http.delete)
const answer = (response: unknown) =>
  ({ json: async () => ({ success: true, response }) }) as ReturnType<typeof http.get>
const failure = () =>
  ({ json: () => Promise.reject(new Error('500')) }) as unknown as ReturnType<typeof http.get>

describe("The member detail's 'Dispositivos del carnet'", () => {
  afterEach(() => {
    get.mockReset()
    del.mockReset()
    vi.mocked(notify).mockReset()
  })

  it("lists the member's devices with their dates", async () => {
    get.mockReturnValue(answer([dispositivo(4, 'Samsung A54')]))
    renderConConfirm(<DispositivosSocio socioId={42} />)
    const section = screen.getByRole('region', { name: 'Dispositivos del carnet' })
    const item = await within(section).findByRole('listitem')
    expect(item.textContent).toBe(
      'Samsung A54Último uso: 22/11/2026 15:45Desde el 04/03/2026Quitar',
    )
    expect(get).toHaveBeenCalledWith('socios/dispositivos', { searchParams: { socio: 42 } })
  })

  it('by keyboard: asks, quits the lost phone, says so, and the list is read again', async () => {
    const user = userEvent.setup()
    get.mockReturnValueOnce(answer([dispositivo(4, 'Samsung A54')]))
    get.mockReturnValue(answer([]))
    del.mockReturnValue(answer({ id: 4 }))
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
    expect(del).toHaveBeenCalledWith('socios/dispositivos/4')
    expect(notify).toHaveBeenCalledWith('success', 'Dispositivo quitado')
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('cancelling keeps the device', async () => {
    const user = userEvent.setup()
    get.mockReturnValue(answer([dispositivo(4, 'Samsung A54')]))
    renderConConfirm(<DispositivosSocio socioId={42} />)
    await user.click(await screen.findByRole('button', { name: 'Quitar Samsung A54' }))
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }))
    expect(del).not.toHaveBeenCalled()
    expect(screen.getByText('Samsung A54')).toBeTruthy()
  })

  it('says when the member has none', async () => {
    get.mockReturnValue(answer([]))
    renderConConfirm(<DispositivosSocio socioId={42} />)
    expect(await screen.findByText('Sin dispositivos registrados')).toBeTruthy()
  })

  it('says while it loads, and when the list cannot be read', async () => {
    get.mockReturnValue(failure())
    renderConConfirm(<DispositivosSocio socioId={42} />)
    expect(screen.getByRole('status').textContent).toBe('Cargando…')
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudieron obtener los datos')
  })
})
