import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Cuota, CuotasList } from '@/domain/cuotas-api'
import type * as httpModule from '@/lib/http'
import { http } from '@/lib/http'
import { cuotaKeys } from './cuota-keys'
import { misCuotasConsulta, prefetchMisCuotas } from './mis-cuotas'

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof httpModule>()),
  http: { get: vi.fn() },
}))

const get = vi.mocked(http.get)
const answer = (response: unknown) =>
  ({ json: async () => ({ success: true, response }) }) as ReturnType<typeof http.get>

const pagada = (id: number, periodo: string, pago: number) =>
  ({
    id,
    socio_id: 7,
    periodo,
    categoria: 'Activo',
    importe: 1_500_000,
    descuento: 0,
    vencimiento: `${periodo}-10`,
    estado: 'pagada',
    vencida: false,
    socio: { nombre: 'Julián', apellido: 'Ferreyra' },
    pago: { id: pago, fecha: `${periodo}-05T14:00:00.000Z`, medio: 'efectivo' },
    anulacion: null,
  }) as Cuota

// One payment settled two periods: one receipt.
const LISTA: CuotasList = {
  items: [pagada(3, '2026-11', 41), pagada(2, '2026-10', 40), pagada(1, '2026-09', 40)],
  total: 3,
  page: 1,
  pageSize: 12,
  adeudado: 0,
}
const recibo = (id: number) => ({
  id,
  numero: String(id).padStart(6, '0'),
  fecha: '2026-11-05T14:00:00.000Z',
  medio: 'efectivo',
  importe: 1_500_000,
  nota: null,
  registradoPor: null,
  socio: { id: 7, nombre: 'Julián', apellido: 'Ferreyra', documento: '30123456' },
  cuotas: [],
})

describe('prefetchMisCuotas', () => {
  afterEach(() => get.mockReset())

  it("keeps the screen's first page and each receipt it links to, once", async () => {
    get.mockImplementation(((url: string) =>
      answer(url === 'cuotas/getCuotas' ? LISTA : recibo(Number(url.split('/').pop())))) as never)
    const queryClient = new QueryClient()
    await prefetchMisCuotas(queryClient)
    expect(queryClient.getQueryData(cuotaKeys.list(misCuotasConsulta(1)))).toEqual(LISTA)
    expect(get.mock.calls.map(([url]) => url).sort()).toEqual([
      'cuotas/getCuotas',
      'cuotas/pagos/40',
      'cuotas/pagos/41',
    ])
    expect(queryClient.getQueryData(cuotaKeys.recibo(40))).toMatchObject({ numero: '000040' })

    // Again while fresh: nothing is asked.
    get.mockClear()
    await prefetchMisCuotas(queryClient)
    expect(get).not.toHaveBeenCalled()
  })

  it('asks for no receipt once the member signed out meanwhile', async () => {
    const queryClient = new QueryClient()
    get.mockImplementation((() => {
      queryClient.clear()
      return answer(LISTA)
    }) as never)
    // Signing out clears the cache, which cancels the read under way.
    await expect(prefetchMisCuotas(queryClient)).rejects.toThrow()
    expect(get).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryData(cuotaKeys.recibo(40))).toBeUndefined()
  })
})
