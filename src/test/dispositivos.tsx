import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ConfirmHost } from '@/components/ui/dialog/confirm-host'
import type { Dispositivo } from '@/domain/dispositivos/dispositivos'

/**
 * A device for the components' tests: added 05/03/2026 02:07 UTC, renewed 20/11/2026 13:30
 * UTC, its session last seen 22/11/2026 18:45 UTC.
 */
export const dispositivo = (
  id: number,
  nombre: string,
  more: Partial<Dispositivo> = {},
): Dispositivo => ({
  id,
  nombre,
  apodo: null,
  alg: 'Ed25519',
  alta: '2026-03-05T02:07:00.000Z',
  renovado: '2026-11-20T13:30:00.000Z',
  usado: '2026-11-22T18:45:00.000Z',
  este: false,
  validoHasta: '2026-11-27T13:30:00.000Z',
  ...more,
})

/** Renders `ui` with a fresh query cache (no retries) and the confirm dialog's host. */
export function renderConConfirm(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <ConfirmHost />
    </QueryClientProvider>,
  )
  return queryClient
}
