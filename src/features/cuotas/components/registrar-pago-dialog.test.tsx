import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { cuotaDePrueba, reciboDePrueba } from '@/test/cuotas'
import { api, ok, refusal, requests, server } from '@/test/msw-server'
import { RegistrarPagoDialog } from './registrar-pago-dialog'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const cuota = (id: number, periodo: string, importe: number, vencida = false) =>
  cuotaDePrueba(id, periodo, { importe, vencida })

const PENDIENTES = [cuota(12, '2026-11', 1_500_000), cuota(11, '2026-10', 1_425_050, true)]

const RECIBO = reciboDePrueba(123, { importe: 2_925_050, registradoPor: 'Marta Quiroga' })

function renderDialog() {
  const onPaid = vi.fn()
  const onClose = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RegistrarPagoDialog socioId={7} pendientes={PENDIENTES} onClose={onClose} onPaid={onPaid} />
    </QueryClientProvider>,
  )
  return { onPaid, onClose }
}

describe('RegistrarPagoDialog', () => {
  it('preselects every pending cuota, oldest first, and prefills what they add up to', () => {
    renderDialog()
    const checks = screen.getAllByRole('checkbox')
    expect(checks.map((c) => c.closest('label')?.textContent)).toEqual([
      'octubre 2026 · $\u00a014.250,50 · vencida',
      'noviembre 2026 · $\u00a015.000,00',
    ])
    expect(checks.every((c) => (c as HTMLInputElement).checked)).toBe(true)
    expect(screen.getByLabelText('Importe ($)')).toHaveProperty('value', '29.250,50')
    expect(screen.getByLabelText('Medio de pago')).toHaveProperty('value', 'efectivo')
  })

  it('the amount follows the selection; none chosen or a bad amount is said, and nothing is sent', async () => {
    const user = userEvent.setup()
    renderDialog()
    const [octubre, noviembre] = screen.getAllByRole('checkbox')
    await user.click(octubre!)
    expect(screen.getByLabelText('Importe ($)')).toHaveProperty('value', '15.000,00')
    await user.click(noviembre!)
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }))
    expect(screen.getByText('Elegí al menos una cuota')).toBeTruthy()

    await user.click(noviembre!)
    const importe = screen.getByLabelText('Importe ($)')
    await user.clear(importe)
    await user.type(importe, 'quince mil')
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }))
    expect(screen.getByText('Escribí el importe en pesos, por ejemplo 15.000,00')).toBeTruthy()
    expect(screen.queryByText('Elegí al menos una cuota')).toBeNull()
    // What was typed stays.
    expect(importe).toHaveProperty('value', 'quince mil')
    expect(await requests('POST')).toEqual([])
  })

  it("sends the cuotas, medio, centavos and note, and hands back the server's receipt", async () => {
    const user = userEvent.setup()
    server.use(http.post(api('cuotas/pagos'), () => ok(RECIBO)))
    const { onPaid } = renderDialog()
    await user.selectOptions(screen.getByLabelText('Medio de pago'), 'transferencia')
    await user.type(screen.getByLabelText('Nota (opcional)'), 'Comprobante por WhatsApp')
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }))
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(RECIBO))
    expect(await requests('POST')).toContainEqual({
      method: 'POST',
      path: 'cuotas/pagos',
      json: {
        cuotas: [11, 12],
        medio: 'transferencia',
        importe: 2_925_050,
        nota: 'Comprobante por WhatsApp',
      },
    })
  })

  it("shows the server's refusal as it comes, and keeps the form", async () => {
    const user = userEvent.setup()
    const message = 'La cuota de octubre 2026 ya fue pagada'
    server.use(http.post(api('cuotas/pagos'), () => refusal(409, message)))
    const { onPaid } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message)
    expect(onPaid).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Importe ($)')).toHaveProperty('value', '29.250,50')
  })
})
