import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Dispositivo } from '@/domain/dispositivos/dispositivos'
import { notify } from '@/lib/notify'
import { dispositivo, renderConConfirm } from '@/test/dispositivos'
import { api, ok, refusal, requests, server, failure } from '@/test/msw-server'
import { MisDispositivosPage } from './mis-dispositivos-page'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const LISTA = api('socios/dispositivos')
const UNO = api('socios/dispositivos/:id')
/** The member's devices as the API lists them: each list once, in turn, the last from then on. */
const lista = (...listas: Dispositivo[][]) =>
  server.use(
    ...listas.map((dispositivos, i) =>
      http.get(LISTA, () => ok(dispositivos), { once: i < listas.length - 1 }),
    ),
  )
/** The API removes any device: `{id}`. */
const quita = () => server.use(http.delete(UNO, ({ params }) => ok({ id: Number(params.id) })))

const PREGUNTA =
  '¿Quitar «Moto G»? Ese teléfono no podrá mostrar el carnet sin conexión hasta que vuelvas a entrar desde él.'

describe('MisDispositivosPage', () => {
  afterEach(() => {
    vi.mocked(notify).mockReset()
  })

  it('lists each device with its last use and start, in the club’s time, after the explanation', async () => {
    lista([dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana')])
    renderConConfirm(<MisDispositivosPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Mis dispositivos' })).toBeTruthy()
    expect(
      screen.getByText(
        'Los teléfonos donde tu carnet funciona sin conexión. Podés tener hasta 3; quitá los que ya no uses, o uno que perdiste.',
      ),
    ).toBeTruthy()
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Moto GÚltimo uso: 22/11/2026 15:45Desde el 04/03/2026Cambiar nombreQuitar',
      'iPhone de AnaÚltimo uso: 22/11/2026 15:45Desde el 04/03/2026Cambiar nombreQuitar',
    ])
    expect(await requests('GET')).toContainEqual({ method: 'GET', path: 'socios/dispositivos' })
  })

  it('asks first, and nothing goes when the member cancels', async () => {
    const user = userEvent.setup()
    lista([dispositivo(1, 'Moto G')])
    renderConConfirm(<MisDispositivosPage />)
    await user.click(await screen.findByRole('button', { name: 'Quitar Moto G' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar dispositivo' })
    expect(within(dialog).getByText(PREGUNTA)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(await requests('DELETE')).toEqual([])
    expect(screen.getByText('Moto G')).toBeTruthy()
  })

  it('by keyboard: quits the device, says so, and the list is read again', async () => {
    const user = userEvent.setup()
    lista(
      [dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana')],
      [dispositivo(2, 'iPhone de Ana')],
    )
    quita()
    renderConConfirm(<MisDispositivosPage />)
    await screen.findByText('Moto G')
    await user.tab()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Cambiar nombre de Moto G' }),
    )
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
    expect(await requests('DELETE')).toContainEqual({
      method: 'DELETE',
      path: 'socios/dispositivos/1',
    })
    expect(notify).toHaveBeenCalledWith('success', 'Dispositivo quitado')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(await requests('GET')).toHaveLength(2)
  })

  it('a failed removal says so, and the list is read again', async () => {
    const user = userEvent.setup()
    lista([dispositivo(1, 'Moto G')])
    server.use(http.delete(UNO, failure))
    renderConConfirm(<MisDispositivosPage />)
    await user.click(await screen.findByRole('button', { name: 'Quitar Moto G' }))
    await user.click(await screen.findByRole('button', { name: 'Quitar' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'No se pudo quitar el dispositivo'),
    )
    await vi.waitFor(async () => expect(await requests('GET')).toHaveLength(2))
  })

  it('says when there is none yet', async () => {
    lista([])
    renderConConfirm(<MisDispositivosPage />)
    expect(
      await screen.findByText('Todavía no usaste el carnet sin conexión en ningún teléfono.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says while it loads, and when the list cannot be read', async () => {
    server.use(http.get(LISTA, failure))
    renderConConfirm(<MisDispositivosPage />)
    expect(screen.getByRole('status').textContent).toBe('Cargando…')
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudieron obtener los datos')
  })
  it("marks this phone's own device 'Este teléfono'", async () => {
    lista([dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana')])
    renderConConfirm(<MisDispositivosPage esteId={2} onQuitadoEste={vi.fn()} />)
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Moto GÚltimo uso: 22/11/2026 15:45Desde el 04/03/2026Cambiar nombreQuitar',
      'iPhone de AnaEste teléfonoÚltimo uso: 22/11/2026 15:45Desde el 04/03/2026Cambiar nombreQuitar',
    ])
  })

  it('without a certificate here, marks the device the server says this session renewed', async () => {
    lista([dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana', { este: true })])
    renderConConfirm(<MisDispositivosPage />)
    const [otro, este] = await screen.findAllByRole('listitem')
    expect(este!.textContent).toContain('Este teléfono')
    expect(otro!.textContent).not.toContain('Este teléfono')
  })

  it('shows the name the member gave a device, and what the browser said under it', async () => {
    lista([dispositivo(1, 'Pixel 8 · Android 14 · Chrome', { apodo: 'El de mamá' })])
    renderConConfirm(<MisDispositivosPage />)
    const [item] = await screen.findAllByRole('listitem')
    expect(item!.textContent).toBe(
      'El de mamáPixel 8 · Android 14 · ChromeÚltimo uso: 22/11/2026 15:45Desde el 04/03/2026Cambiar nombreQuitar',
    )
    expect(within(item!).getByRole('button', { name: 'Quitar El de mamá' })).toBeTruthy()
  })

  it('names a device: too long is refused here, keeping what was typed; saved, the list is read again', async () => {
    const user = userEvent.setup()
    lista([dispositivo(1, 'Moto G')], [dispositivo(1, 'Moto G', { apodo: 'Celu del club' })])
    server.use(http.patch(UNO, () => ok({ id: 1, apodo: 'Celu del club' })))
    renderConConfirm(<MisDispositivosPage />)
    await user.click(await screen.findByRole('button', { name: 'Cambiar nombre de Moto G' }))
    const form = screen.getByRole('form', { name: 'Nombre de Moto G' })
    const field = within(form).getByLabelText('Nombre del dispositivo')
    expect(document.activeElement).toBe(field)
    const largo = 'x'.repeat(31)
    await user.paste(largo)
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))
    expect(within(form).getByText('Máximo 30 caracteres')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect((field as HTMLInputElement).value).toBe(largo)
    expect(await requests('PATCH')).toEqual([])

    await user.clear(field)
    await user.paste(' Celu del club ')
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Nombre guardado'))
    expect(await requests('PATCH')).toContainEqual({
      method: 'PATCH',
      path: 'socios/dispositivos/1',
      json: { apodo: 'Celu del club' },
    })
    expect(await screen.findByText('Celu del club')).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
  })

  it("the server's refusal shows under the field, and what was typed stays", async () => {
    const user = userEvent.setup()
    lista([dispositivo(1, 'Moto G')])
    server.use(http.patch(UNO, () => refusal(404, 'El dispositivo no existe')))
    renderConConfirm(<MisDispositivosPage />)
    await user.click(await screen.findByRole('button', { name: 'Cambiar nombre de Moto G' }))
    const field = screen.getByLabelText('Nombre del dispositivo')
    await user.type(field, 'Tablet')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('El dispositivo no existe')).toBeTruthy()
    expect((field as HTMLInputElement).value).toBe('Tablet')
  })

  it('removing this phone makes it forget its key; removing another does not', async () => {
    const user = userEvent.setup()
    const onQuitadoEste = vi.fn(async () => undefined)
    lista([dispositivo(1, 'Moto G'), dispositivo(2, 'iPhone de Ana')])
    quita()
    renderConConfirm(<MisDispositivosPage esteId={2} onQuitadoEste={onQuitadoEste} />)
    await user.click(await screen.findByRole('button', { name: 'Quitar Moto G' }))
    await user.click(await screen.findByRole('button', { name: 'Quitar' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Dispositivo quitado'))
    expect(onQuitadoEste).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Quitar iPhone de Ana' }))
    await user.click(await screen.findByRole('button', { name: 'Quitar' }))
    await vi.waitFor(() => expect(onQuitadoEste).toHaveBeenCalledTimes(1))
    expect((await requests('DELETE')).at(-1)).toEqual({
      method: 'DELETE',
      path: 'socios/dispositivos/2',
    })
  })

  it('a failed removal of this phone keeps its key', async () => {
    const user = userEvent.setup()
    const onQuitadoEste = vi.fn(async () => undefined)
    lista([dispositivo(2, 'iPhone de Ana')])
    server.use(http.delete(UNO, failure))
    renderConConfirm(<MisDispositivosPage esteId={2} onQuitadoEste={onQuitadoEste} />)
    await user.click(await screen.findByRole('button', { name: 'Quitar iPhone de Ana' }))
    await user.click(await screen.findByRole('button', { name: 'Quitar' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'No se pudo quitar el dispositivo'),
    )
    expect(onQuitadoEste).not.toHaveBeenCalled()
  })
})
