import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as httpModule from '@/lib/http'
import { http } from '@/lib/http'
import { notify } from '@/lib/notify'
import { dispositivo, renderConConfirm } from '@/test/dispositivos'
import { MisDispositivosPage } from './mis-dispositivos-page'

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

const PREGUNTA =
  '¿Quitar «Moto G»? Ese teléfono no podrá mostrar el carnet sin conexión hasta que vuelvas a entrar desde él.'

describe('MisDispositivosPage', () => {
  afterEach(() => {
    get.mockReset()
    del.mockReset()
    vi.mocked(notify).mockReset()
  })

  it('lists each device with its dates, in the club’s time, after the explanation', async () => {
    get.mockReturnValue(answer([dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana')]))
    renderConConfirm(<MisDispositivosPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Mis dispositivos' })).toBeTruthy()
    expect(
      screen.getByText(
        'Los teléfonos donde tu carnet funciona sin conexión. Podés tener hasta 3; quitá los que ya no uses, o uno que perdiste.',
      ),
    ).toBeTruthy()
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Moto GDesde el 04/03/2026Última renovación: 20/11/2026 10:30Quitar',
      'iPhone de AnaDesde el 04/03/2026Última renovación: 20/11/2026 10:30Quitar',
    ])
    expect(get).toHaveBeenCalledWith('socios/dispositivos', { searchParams: undefined })
  })

  it('asks first, and nothing goes when the member cancels', async () => {
    const user = userEvent.setup()
    get.mockReturnValue(answer([dispositivo(1, 'Moto G')]))
    renderConConfirm(<MisDispositivosPage />)
    await user.click(await screen.findByRole('button', { name: 'Quitar Moto G' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar dispositivo' })
    expect(within(dialog).getByText(PREGUNTA)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(del).not.toHaveBeenCalled()
    expect(screen.getByText('Moto G')).toBeTruthy()
  })

  it('by keyboard: quits the device, says so, and the list is read again', async () => {
    const user = userEvent.setup()
    get.mockReturnValueOnce(answer([dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana')]))
    get.mockReturnValue(answer([dispositivo(2, 'iPhone de Ana')]))
    del.mockReturnValue(answer({ id: 1 }))
    renderConConfirm(<MisDispositivosPage />)
    await screen.findByText('Moto G')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quitar Moto G' }))
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar dispositivo' })
    // The safe answer has the focus; the other is one Tab away.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Quitar' }))
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(screen.queryByText('Moto G')).toBeNull())
    expect(del).toHaveBeenCalledWith('socios/dispositivos/1')
    expect(notify).toHaveBeenCalledWith('success', 'Dispositivo quitado')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('a failed removal says so, and the list is read again', async () => {
    const user = userEvent.setup()
    get.mockReturnValue(answer([dispositivo(1, 'Moto G')]))
    del.mockReturnValue(failure())
    renderConConfirm(<MisDispositivosPage />)
    await user.click(await screen.findByRole('button', { name: 'Quitar Moto G' }))
    await user.click(await screen.findByRole('button', { name: 'Quitar' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'No se pudo quitar el dispositivo'),
    )
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2))
  })

  it('says when there is none yet', async () => {
    get.mockReturnValue(answer([]))
    renderConConfirm(<MisDispositivosPage />)
    expect(
      await screen.findByText('Todavía no usaste el carnet sin conexión en ningún teléfono.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says while it loads, and when the list cannot be read', async () => {
    get.mockReturnValue(failure())
    renderConConfirm(<MisDispositivosPage />)
    expect(screen.getByRole('status').textContent).toBe('Cargando…')
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudieron obtener los datos')
  })
  it("marks this phone's own device 'Este teléfono'", async () => {
    get.mockReturnValue(answer([dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana')]))
    renderConConfirm(<MisDispositivosPage esteId={2} onQuitadoEste={vi.fn()} />)
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Moto GDesde el 04/03/2026Última renovación: 20/11/2026 10:30Quitar',
      'iPhone de AnaEste teléfonoDesde el 04/03/2026Última renovación: 20/11/2026 10:30Quitar',
    ])
  })

  it('removing this phone makes it forget its key; removing another does not', async () => {
    const user = userEvent.setup()
    const onQuitadoEste = vi.fn(async () => undefined)
    get.mockReturnValue(answer([dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana')]))
    del.mockReturnValue(answer({ id: 1 }))
    renderConConfirm(<MisDispositivosPage esteId={2} onQuitadoEste={onQuitadoEste} />)
    await user.click(await screen.findByRole('button', { name: 'Quitar Moto G' }))
    await user.click(await screen.findByRole('button', { name: 'Quitar' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Dispositivo quitado'))
    expect(onQuitadoEste).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Quitar iPhone de Ana' }))
    await user.click(await screen.findByRole('button', { name: 'Quitar' }))
    await vi.waitFor(() => expect(onQuitadoEste).toHaveBeenCalledTimes(1))
    expect(del).toHaveBeenLastCalledWith('socios/dispositivos/2')
  })

  it('a failed removal of this phone keeps its key', async () => {
    const user = userEvent.setup()
    const onQuitadoEste = vi.fn(async () => undefined)
    get.mockReturnValue(answer([dispositivo(2, 'iPhone de Ana')]))
    del.mockReturnValue(failure())
    renderConConfirm(<MisDispositivosPage esteId={2} onQuitadoEste={onQuitadoEste} />)
    await user.click(await screen.findByRole('button', { name: 'Quitar iPhone de Ana' }))
    await user.click(await screen.findByRole('button', { name: 'Quitar' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'No se pudo quitar el dispositivo'),
    )
    expect(onQuitadoEste).not.toHaveBeenCalled()
  })
})
