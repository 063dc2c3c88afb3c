import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CuotasList } from '@/domain/cuotas/cuotas-api'
import { clubSettingsQueryOptions } from '@/lib/club-settings'
import { formatDateTime } from '@/lib/format'
import { clubDePrueba } from '@/test/club-settings'
import { reciboDePrueba } from '@/test/cuotas'
import { api, server } from '@/test/msw-server'
import { renderWithRouter } from '@/test/render-with-router'
import { cuotaKeys } from '../api/cuota-keys'
import { MisCuotasPage } from './mis-cuotas-page'
import { ReciboPage } from './recibo-page'

const club = clubDePrueba
/** When the kept copy was fetched, as the device's clock shows it. */
const FETCHED = Date.UTC(2026, 10, 28, 17, 32)
const OFFLINE_LINE = `Sin conexión · datos del ${formatDateTime(FETCHED)}`

const LISTA: CuotasList = { items: [], total: 0, page: 1, pageSize: 12, adeudado: 150_000 }
const RECIBO = reciboDePrueba(123, { fecha: '2026-09-05T14:00:00.000Z' })

async function renderOffline(ui: () => React.ReactNode, kept?: [readonly unknown[], unknown]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(clubSettingsQueryOptions().queryKey, club)
  if (kept) queryClient.setQueryData(kept[0], kept[1], { updatedAt: FETCHED })
  await renderWithRouter(() => (
    <QueryClientProvider client={queryClient}>{ui()}</QueryClientProvider>
  ))
}

describe('the member screens offline', () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get')
  beforeEach(() => {
    onLine.mockReturnValue(false)
    onlineManager.setOnline(false)
    // No connection: every request fails as a browser's does offline.
    server.use(http.get(api('*'), () => HttpResponse.error()))
  })
  afterEach(() => {
    onLine.mockReset()
    onlineManager.setOnline(true)
  })

  it("'Estado de Cuotas' shows the kept list and when it was fetched", async () => {
    await renderOffline(() => <MisCuotasPage />, [cuotaKeys.list({ page: 1, pageSize: 12 }), LISTA])
    expect(screen.getByText(OFFLINE_LINE).getAttribute('role')).toBe('status')
    expect(screen.getByText('Total adeudado')).toBeTruthy()
  })

  it("'Estado de Cuotas' never kept says so, not 'Cargando…'", async () => {
    await renderOffline(() => <MisCuotasPage />)
    expect(
      screen.getByText(
        'Sin conexión: tus cuotas todavía no se guardaron en este teléfono. Conectate para verlas.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Cargando tus cuotas…')).toBeNull()
  })

  it('a kept receipt says when it was fetched', async () => {
    await renderOffline(() => <ReciboPage id={123} area="socio" />, [cuotaKeys.recibo(123), RECIBO])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recibo N° 000123')
    expect(screen.getByText(OFFLINE_LINE).getAttribute('role')).toBe('status')
  })

  it('a receipt never kept says so, not a spinner', async () => {
    await renderOffline(() => <ReciboPage id={124} area="socio" />)
    expect(
      screen.getByText(
        'Sin conexión: este recibo no está guardado en este teléfono. Conectate para verlo.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Cargando el recibo…')).toBeNull()
  })
})
