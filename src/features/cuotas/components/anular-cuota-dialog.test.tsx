import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Cuota } from '@/domain/cuotas/cuotas-api'
import { notify } from '@/lib/notify'
import { api, refusal, requests, server } from '@/test/msw-server'
import { AnularCuotaDialog } from './anular-cuota-dialog'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const CUOTA: Cuota = {
  id: 31,
  socio_id: 7,
  periodo: '2026-10',
  categoria: 'Activo',
  importe: 1_500_000,
  descuento: 0,
  vencimiento: '2026-10-10',
  estado: 'pendiente',
  vencida: true,
  socio: { nombre: 'Julián', apellido: 'Ferreyra' },
  pago: null,
  anulacion: null,
}

function renderDialog() {
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AnularCuotaDialog cuota={CUOTA} onClose={onClose} />
    </QueryClientProvider>,
  )
  return onClose
}

describe('AnularCuotaDialog', () => {
  afterEach(() => {
    vi.mocked(notify).mockReset()
  })

  it('asks for the reason before sending anything', async () => {
    const user = userEvent.setup()
    renderDialog()
    expect(screen.getByText(/La cuota de octubre 2026 \(\$\s15\.000,00\)/)).toBeTruthy()
    await user.type(screen.getByLabelText('Motivo'), 'no')
    await user.click(screen.getByRole('button', { name: 'Anular cuota' }))
    expect(screen.getByText('Indicá el motivo de la anulación')).toBeTruthy()
    expect(screen.getByLabelText('Motivo')).toHaveProperty('value', 'no')
    expect(await requests('POST')).toEqual([])
  })

  it('sends the reason, says so and closes', async () => {
    const user = userEvent.setup()
    const anulada = { ...CUOTA, estado: 'anulada', vencida: false }
    const body = {
      success: true,
      response: { ...anulada, anulacion: { motivo: 'Baja', fecha: '2026-11-24T13:00:00.000Z' } },
    }
    server.use(http.post(api('cuotas/31/anular'), () => HttpResponse.json(body)))
    const onClose = renderDialog()
    await user.type(screen.getByLabelText('Motivo'), '  Baja retroactiva  ')
    await user.click(screen.getByRole('button', { name: 'Anular cuota' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(await requests('POST')).toContainEqual({
      method: 'POST',
      path: 'cuotas/31/anular',
      json: { motivo: 'Baja retroactiva' },
    })
    expect(notify).toHaveBeenCalledWith('success', 'Cuota de octubre 2026 anulada')
  })

  it("shows the server's refusal as it comes", async () => {
    const user = userEvent.setup()
    const message = 'La cuota de octubre 2026 ya está pagada: no se puede anular'
    server.use(http.post(api('cuotas/31/anular'), () => refusal(409, message)))
    const onClose = renderDialog()
    await user.type(screen.getByLabelText('Motivo'), 'Error de carga')
    await user.click(screen.getByRole('button', { name: 'Anular cuota' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message)
    expect(onClose).not.toHaveBeenCalled()
  })
})
