import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Envio } from '@/domain/push/push'
import { api, ok, requests, server } from '@/test/msw-server'
import { EnviosLog } from './envios-log'

/** The log's page the API answers. */
const pagina = (items: Envio[], total = items.length, page = 1) =>
  server.use(http.get(api('push/envios'), () => ok({ items, total, page, pageSize: 20 })))

const envio = (id: number, cambios: Partial<Envio> = {}): Envio => ({
  id,
  at: '2026-03-10T14:05:00.000Z',
  audience: 'todos',
  title: 'Asamblea',
  email: 'jefa@club.example',
  enviados: 1234,
  fallidos: 2,
  eliminados: 1,
  ...cambios,
})

function renderLog(page = 1) {
  const onPage = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <EnviosLog page={page} onPage={onPage} />
    </QueryClientProvider>,
  )
  return { onPage }
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('EnviosLog', () => {
  it("shows each broadcast: the club's time, who sent it, its audience and counts", async () => {
    pagina([
      envio(3, { audience: 'grupo:12', title: 'Cuota' }),
      envio(2, {
        audience: 'socio:34',
        email: null,
        enviados: 0,
        at: '2026-07-01T02:30:00.000Z',
      }),
      envio(1, { audience: 'activos' }),
    ])
    renderLog()
    expect(screen.getByRole('heading', { level: 2, name: 'Historial de envíos' })).toBeTruthy()
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Fecha',
      'Enviada por',
      'Destinatarios',
      'Título',
      'Enviadas',
      'Fallidas',
      'Eliminadas',
    ])
    const [, first, second, third] = within(table).getAllByRole('row')
    expect(cells(first!)).toEqual([
      '10/03/2026, 11:05',
      'jefa@club.example',
      'Grupo #12',
      'Cuota',
      '1.234',
      '2',
      '1',
    ])
    // 02:30 UTC is still the evening before in Santa Rosa.
    expect(cells(second!)).toEqual([
      '30/06/2026, 23:30',
      '—',
      'Socio #34',
      'Asamblea',
      '0',
      '2',
      '1',
    ])
    expect(cells(third!)[2]).toBe('Socios activos')
    expect(await requests()).toContainEqual({
      method: 'GET',
      path: 'push/envios',
      search: { page: '1' },
    })
  })

  it('says when nothing was sent yet', async () => {
    pagina([])
    renderLog()
    expect(await screen.findByText('Todavía no se enviaron notificaciones')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('pages by 20', async () => {
    const user = userEvent.setup()
    pagina([envio(21)], 21, 2)
    const { onPage } = renderLog(2)
    expect(await screen.findByText('Mostrando 21 a 21 de 21 resultados')).toBeTruthy()
    expect(await requests()).toContainEqual({
      method: 'GET',
      path: 'push/envios',
      search: { page: '2' },
    })
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(onPage).toHaveBeenCalledWith(1)
  })
})
