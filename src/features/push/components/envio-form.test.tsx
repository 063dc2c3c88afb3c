import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmHost } from '@/components/ui/dialog/confirm-host'
import { PUSH_MENSAJE } from '@/domain/push/push'
import type { SocioListItem } from '@/domain/socios/socios-api'
import { notify } from '@/lib/notify'
import { grupo, miembro } from '@/test/grupos'
import { api, ok, refusal, requests, server } from '@/test/msw-server'
import { envioKeys } from '../api/envio-keys'
import { EnvioForm } from './envio-form'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const lista = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 10 })
/** The API's answer to the broadcast: its message and counts. */
const enviado = (enviados: number, fallidos: number, eliminados: number) =>
  server.use(
    http.post(api('push/broadcast'), () =>
      ok({ enviados, fallidos, eliminados }, PUSH_MENSAJE.enviada),
    ),
  )
/** The broadcasts the API received. */
const broadcasts = async () =>
  (await requests('POST')).filter((request) => request.path === 'push/broadcast')

const socio: SocioListItem = {
  id: 34,
  alta: '2020-01-01',
  estado: 'Activo',
  vencimiento: null,
  persona: { apellido: 'Pérez', nombre: 'Juan', documento: '30123456' },
  socios_grupo: null,
  socios_historials: [],
  al_dia: true,
  cuotas_vencidas: 0,
}

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <EnvioForm />
      <ConfirmHost />
    </QueryClientProvider>,
  )
  return { queryClient }
}

const enviar = () => screen.getByRole('button', { name: 'Enviar notificación' })

async function escribir(user: ReturnType<typeof userEvent.setup>, title: string, body: string) {
  await user.type(screen.getByLabelText('Título'), title)
  await user.type(screen.getByLabelText('Mensaje'), body)
}

/** Answers the confirmation with `button` and returns what it asked. */
async function confirmar(button: 'Enviar' | 'Cancelar') {
  const dialog = await screen.findByRole('alertdialog', { name: 'Enviar notificación' })
  const message = dialog.querySelector('#confirm-message')!.textContent
  await userEvent.click(within(dialog).getByRole('button', { name: button }))
  return message
}

describe('EnvioForm', () => {
  afterEach(() => {
    vi.mocked(notify).mockReset()
  })

  it("shows each field's message by it, and sends nothing", async () => {
    const user = userEvent.setup()
    renderForm()
    expect(screen.getByRole('form', { name: 'Enviar notificación' })).toBeTruthy()
    await user.type(screen.getByLabelText('Título'), '   ')
    await user.click(enviar())
    const title = screen.getByLabelText('Título')
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe(
      PUSH_MENSAJE.titulo,
    )
    expect(screen.getByText(PUSH_MENSAJE.cuerpo)).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()

    await user.click(screen.getByLabelText('Un grupo familiar'))
    await user.click(enviar())
    expect(screen.getByText('Elegí un grupo familiar')).toBeTruthy()
    expect(screen.getByLabelText('Buscar grupo').getAttribute('aria-invalid')).toBe('true')
    await user.click(screen.getByLabelText('Un socio'))
    await user.click(enviar())
    expect(screen.getByText('Elegí un socio')).toBeTruthy()
    expect(await requests('POST')).toEqual([])
  })

  it("counts the message's characters, and the preview follows what is typed", async () => {
    const user = userEvent.setup()
    renderForm()
    const preview = screen.getByRole('figure', { name: 'Vista previa' })
    expect(preview.querySelector('img')!.getAttribute('src')).toBe('/icons/icon-192.png')
    expect(preview.textContent).toContain('Título de la notificación')
    expect(preview.textContent).toContain('Abre: Mi Cuenta')
    expect(screen.getByText('0/500')).toBeTruthy()
    await escribir(user, 'Asamblea', 'El sábado a las 18')
    expect(screen.getByText('18/500')).toBeTruthy()
    expect(within(preview).getByText('Asamblea')).toBeTruthy()
    expect(within(preview).getByText('El sábado a las 18')).toBeTruthy()
    expect(preview.textContent).not.toContain('Título de la notificación')
    await user.selectOptions(screen.getByLabelText('Al tocarla abre'), 'Carnet Digital')
    expect(preview.textContent).toContain('Abre: Carnet Digital')
  })

  it('asks first, then sends and shows the counts; the log is read again', async () => {
    const user = userEvent.setup()
    enviado(3, 1, 2)
    const { queryClient } = renderForm()
    queryClient.setQueryData(envioKeys.list(1), { items: [], total: 0, page: 1, pageSize: 20 })
    await escribir(user, ' Asamblea ', 'El sábado')
    await user.click(enviar())
    expect(await confirmar('Cancelar')).toBe(
      '¿Enviar «Asamblea» a todos los dispositivos suscriptos?',
    )
    expect(await requests('POST')).toEqual([])

    await user.click(screen.getByLabelText('Socios activos'))
    await user.click(enviar())
    expect(await confirmar('Enviar')).toBe('¿Enviar «Asamblea» a los socios activos?')
    const status = await screen.findByText('Enviadas: 3')
    expect(await broadcasts()).toContainEqual({
      method: 'POST',
      path: 'push/broadcast',
      json: { title: 'Asamblea', body: 'El sábado', url: '/cuenta/micuenta', audience: 'activos' },
    })
    expect(notify).toHaveBeenCalledWith('success', 'Notificación enviada')
    const panel = status.closest('[role="status"]')!
    expect(panel.textContent).toContain('Fallidas: 1')
    expect(panel.textContent).toContain('Eliminadas: 2')
    expect(queryClient.getQueryState(envioKeys.list(1))!.isInvalidated).toBe(true)
    expect(screen.getByLabelText('Título')).toHaveProperty('value', ' Asamblea ')
  })

  it('a broadcast that found no subscribed device says so, not that it was sent', async () => {
    const user = userEvent.setup()
    enviado(0, 0, 0)
    renderForm()
    await escribir(user, 'Asamblea', 'El sábado')
    await user.click(enviar())
    await confirmar('Enviar')
    const sinDispositivos = 'No hay dispositivos suscriptos: no se envió ninguna notificación'
    const status = await screen.findByText(sinDispositivos)
    expect(status.closest('[role="status"]')).toBeTruthy()
    expect(notify).toHaveBeenCalledWith('info', sinDispositivos)
    expect(notify).not.toHaveBeenCalledWith('success', 'Notificación enviada')
    expect(screen.queryByText('Enviadas: 0')).toBeNull()
  })

  it('devices tried and none reached: a warning with the counts', async () => {
    const user = userEvent.setup()
    enviado(0, 2, 1)
    renderForm()
    await escribir(user, 'Asamblea', 'El sábado')
    await user.click(enviar())
    await confirmar('Enviar')
    expect(await screen.findByText('Fallidas: 2')).toBeTruthy()
    expect(notify).toHaveBeenCalledWith(
      'warning',
      'Ningún dispositivo recibió la notificación: revisá las fallidas',
    )
  })

  it("an answer without counts: the server's message, and no devices claimed", async () => {
    const user = userEvent.setup()
    server.use(http.post(api('push/broadcast'), () => ok({}, PUSH_MENSAJE.enviada)))
    renderForm()
    await escribir(user, 'Asamblea', 'El sábado')
    await user.click(enviar())
    await confirmar('Enviar')
    const status = await screen.findByText('Notificación enviada')
    expect(status.closest('[role="status"]')).toBeTruthy()
    expect(notify).toHaveBeenCalledWith('success', 'Notificación enviada')
    expect(screen.queryByText(/^Enviadas:/)).toBeNull()
  })

  it('sends to the family group chosen in the search', async () => {
    const user = userEvent.setup()
    server.use(
      http.get(api('grupos'), () =>
        lista([
          grupo([miembro(1, 'Pérez')], { id: 12, nombre: 'Familia Pérez' }),
          grupo([], { id: 13, nombre: 'Familia Pereyra' }),
        ]),
      ),
      http.post(api('push/broadcast'), () => ok({ enviados: 2, fallidos: 0, eliminados: 0 })),
    )
    renderForm()
    await escribir(user, 'Cuota', 'Vence el 10')
    await user.selectOptions(screen.getByLabelText('Al tocarla abre'), 'Estado de Cuotas')
    await user.click(screen.getByLabelText('Un grupo familiar'))
    await user.type(screen.getByLabelText('Buscar grupo'), 'Pér')
    const grupos = await screen.findByRole('radiogroup', { name: 'Grupos encontrados' })
    expect(await requests('GET')).toContainEqual({
      method: 'GET',
      path: 'grupos',
      search: { search: 'Pér', pageSize: '12' },
    })
    await user.click(within(grupos).getByLabelText('Familia Pérez'))
    await user.click(enviar())
    expect(await confirmar('Enviar')).toBe('¿Enviar «Cuota» a el grupo Familia Pérez?')
    expect(await screen.findByText('Enviadas: 2')).toBeTruthy()
    expect(await broadcasts()).toContainEqual({
      method: 'POST',
      path: 'push/broadcast',
      json: { title: 'Cuota', body: 'Vence el 10', url: '/cuenta/cuotas', audience: 'grupo:12' },
    })
    expect(notify).toHaveBeenCalledWith('success', 'Notificación enviada')
  })

  it('sends to the member chosen by DNI', async () => {
    const user = userEvent.setup()
    server.use(
      http.get(api('socios/getSocios'), () => lista([socio])),
      http.post(api('push/broadcast'), () => ok({ enviados: 1, fallidos: 0, eliminados: 0 })),
    )
    renderForm()
    await escribir(user, 'Carnet', 'Ya está tu carnet')
    await user.click(screen.getByLabelText('Un socio'))
    await user.type(screen.getByLabelText('Buscar socio'), '30123456')
    const socios = await screen.findByRole('radiogroup', { name: 'Socios encontrados' })
    expect(await requests('GET')).toContainEqual({
      method: 'GET',
      path: 'socios/getSocios',
      search: { search: '30123456', pageSize: '10' },
    })
    await user.click(within(socios).getByLabelText('Pérez, Juan — DNI 30.123.456'))
    await user.click(enviar())
    expect(await confirmar('Enviar')).toBe('¿Enviar «Carnet» a Pérez, Juan?')
    await vi.waitFor(async () =>
      expect(await broadcasts()).toContainEqual({
        method: 'POST',
        path: 'push/broadcast',
        json: {
          title: 'Carnet',
          body: 'Ya está tu carnet',
          url: '/cuenta/micuenta',
          audience: 'socio:34',
        },
      }),
    )
  })

  it('a refusal is shown by its field, and what was typed is kept', async () => {
    const user = userEvent.setup()
    server.use(
      http.get(api('socios/getSocios'), () => lista([socio])),
      http.post(api('push/broadcast'), () => refusal(404, PUSH_MENSAJE.socioNoExiste)),
    )
    renderForm()
    await escribir(user, 'Carnet', 'Ya está tu carnet')
    await user.click(screen.getByLabelText('Un socio'))
    await user.type(screen.getByLabelText('Buscar socio'), 'Pérez')
    await user.click(await screen.findByLabelText('Pérez, Juan — DNI 30.123.456'))
    await user.click(enviar())
    await confirmar('Enviar')
    const error = await screen.findByText(PUSH_MENSAJE.socioNoExiste)
    const destinatarios = screen.getByRole('group', { name: 'Destinatarios' })
    expect(destinatarios.getAttribute('aria-describedby')).toBe(error.id)
    expect(screen.getByLabelText('Buscar socio').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Título')).toHaveProperty('value', 'Carnet')
    expect(screen.getByLabelText('Mensaje')).toHaveProperty('value', 'Ya está tu carnet')
    expect(screen.getByLabelText('Buscar socio')).toHaveProperty('value', 'Pérez')
    expect(screen.getByLabelText('Pérez, Juan — DNI 30.123.456')).toHaveProperty('checked', true)
    expect(notify).not.toHaveBeenCalled()
  })

  it('the member chosen stays listed through another search and another kind', async () => {
    const user = userEvent.setup()
    server.use(
      http.get(api('socios/getSocios'), () => lista([socio]), { once: true }),
      http.get(api('socios/getSocios'), () => lista([])),
    )
    renderForm()
    await user.click(screen.getByLabelText('Un socio'))
    const buscar = screen.getByLabelText('Buscar socio')
    await user.type(buscar, 'Pérez')
    await user.click(await screen.findByLabelText('Pérez, Juan — DNI 30.123.456'))
    await user.clear(buscar)
    await user.type(buscar, 'Gómez')
    expect(await screen.findByText('No se encontraron socios')).toBeTruthy()
    expect(screen.getByLabelText('Pérez, Juan — DNI 30.123.456')).toHaveProperty('checked', true)
    await user.click(screen.getByLabelText('Todos los dispositivos suscriptos'))
    expect(screen.queryByLabelText('Buscar socio')).toBeNull()
    await user.click(screen.getByLabelText('Un socio'))
    expect(screen.getByLabelText('Buscar socio')).toHaveProperty('value', 'Gómez')
    expect(screen.getByLabelText('Pérez, Juan — DNI 30.123.456')).toHaveProperty('checked', true)
  })

  it("'Enviando…' and disabled while the sending is under way", async () => {
    const user = userEvent.setup()
    let answerNow: (body: JsonBodyType) => void = () => {}
    server.use(
      http.post(api('push/broadcast'), async () =>
        HttpResponse.json(await new Promise<JsonBodyType>((resolve) => (answerNow = resolve))),
      ),
    )
    renderForm()
    await escribir(user, 'Asamblea', 'El sábado')
    await user.click(enviar())
    await confirmar('Enviar')
    const boton = await screen.findByRole('button', { name: 'Enviando…' })
    expect(boton).toHaveProperty('disabled', true)
    answerNow({ success: true, response: { enviados: 2, fallidos: 0, eliminados: 0 } })
    expect(await screen.findByText('Enviadas: 2')).toBeTruthy()
    expect(enviar()).toHaveProperty('disabled', false)
  })

  it('without a connection it says so, and what was typed is kept', async () => {
    const user = userEvent.setup()
    server.use(http.post(api('push/broadcast'), () => HttpResponse.error()))
    renderForm()
    await escribir(user, 'Asamblea', 'El sábado')
    await user.click(enviar())
    await confirmar('Enviar')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo conectar con el servidor. Revisá tu conexión.',
    )
    expect(screen.getByLabelText('Título')).toHaveProperty('value', 'Asamblea')
    expect(screen.getByLabelText('Mensaje')).toHaveProperty('value', 'El sábado')
    expect(enviar()).toHaveProperty('disabled', false)
  })
})
