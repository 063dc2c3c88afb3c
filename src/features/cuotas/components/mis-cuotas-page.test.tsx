import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { CuotasList } from '@/domain/cuotas/cuotas-api'
import { clubSettingsQueryOptions } from '@/lib/club-settings'
import { clubDePrueba } from '@/test/club-settings'
import { cuotaDePrueba } from '@/test/cuotas'
import { renderWithRouter } from '@/test/render-with-router'
import { cuotaKeys } from '../api/cuota-keys'
import { MisCuotasPage } from './mis-cuotas-page'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const club = clubDePrueba

const cuota = cuotaDePrueba

const LISTA: CuotasList = {
  items: [
    cuota(3, '2026-11', { descuento: 75_000, importe: 1_425_000 }),
    cuota(2, '2026-10', { vencida: true }),
    cuota(1, '2026-09', {
      estado: 'pagada',
      pago: { id: 123, fecha: '2026-09-05T14:00:00.000Z', medio: 'transferencia' },
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 12,
  adeudado: 2_925_000,
}

async function renderPage() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(clubSettingsQueryOptions().queryKey, club)
  queryClient.setQueryData(cuotaKeys.list({ page: 1, pageSize: 12 }), LISTA)
  await renderWithRouter(() => (
    <QueryClientProvider client={queryClient}>
      <MisCuotasPage />
    </QueryClientProvider>
  ))
}

describe('MisCuotasPage', () => {
  it('each period with its amount, discount, due date and state; the total owed', async () => {
    await renderPage()
    expect(screen.getByText('Total adeudado').nextSibling?.textContent).toBe('$\u00a029.250,00')
    const items = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'))
    const leer = (li: HTMLElement) => ({
      titulo: within(li).getByRole('heading').textContent,
      texto: li.textContent,
    })
    expect(items.map(leer)).toEqual([
      {
        titulo: 'Noviembre 2026',
        texto: expect.stringContaining('Pendiente') as string,
      },
      { titulo: 'Octubre 2026', texto: expect.stringContaining('Vencida') as string },
      { titulo: 'Septiembre 2026', texto: expect.stringContaining('Pagada') as string },
    ])
    expect(items[0]!.textContent).toContain('Importe$\u00a014.250,00')
    expect(items[0]!.textContent).toContain('Descuento$\u00a0750,00')
    expect(items[0]!.textContent).toContain('Vence10/11/2026')
    expect(items[1]!.textContent).toContain('DescuentoSin descuento')
    expect(items[2]!.textContent).toContain('Pagada el 05/09/2026 (Transferencia bancaria)')
    const recibo = within(items[2]!).getByRole('link', { name: /^Ver recibo N° 000123/ })
    expect(recibo.getAttribute('href')).toBe('/cuenta/cuotas/recibo/123')
  })

  it("how to pay: the club's methods, and the CBU's button says it copied", async () => {
    // user-event puts a clipboard of its own in place of the browser's.
    const user = userEvent.setup()
    await renderPage()
    expect(screen.getByText('En la secretaría, de lunes a viernes de 17:00 a 21:00:')).toBeTruthy()
    const copiar = screen.getByRole('button', { name: 'Copiar CBU' })
    await user.click(copiar)
    expect(await screen.findByText('CBU copiado')).toBeTruthy()
    expect(copiar.textContent).toBe('Copiado')
    expect(await navigator.clipboard.readText()).toBe('2850590940090418135201')
    expect(screen.getByRole('button', { name: 'Copiar alias' }).textContent).toBe('Copiar')
  })
})
