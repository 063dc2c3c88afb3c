import { QueryClient } from '@tanstack/react-query'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { CuotasList } from '@/domain/cuotas/cuotas-api'
import { cuotaDePrueba, reciboDePrueba } from '@/test/cuotas'
import { api, forgetRequests, ok, requests, server } from '@/test/msw-server'
import { cuotaKeys } from './cuota-keys'
import { misCuotasConsulta, prefetchMisCuotas } from './mis-cuotas'

const pagada = (id: number, periodo: string, pago: number) =>
  cuotaDePrueba(id, periodo, {
    estado: 'pagada',
    pago: { id: pago, fecha: `${periodo}-05T14:00:00.000Z`, medio: 'efectivo' },
  })

// One payment settled two periods: one receipt.
const LISTA: CuotasList = {
  items: [pagada(3, '2026-11', 41), pagada(2, '2026-10', 40), pagada(1, '2026-09', 40)],
  total: 3,
  page: 1,
  pageSize: 12,
  adeudado: 0,
}

describe('prefetchMisCuotas', () => {
  it("keeps the screen's first page and each receipt it links to, once", async () => {
    server.use(
      http.get(api('cuotas/getCuotas'), () => ok(LISTA)),
      http.get(api('cuotas/pagos/:id'), ({ params }) => ok(reciboDePrueba(Number(params.id)))),
    )
    const queryClient = new QueryClient()
    await prefetchMisCuotas(queryClient)
    expect(queryClient.getQueryData(cuotaKeys.list(misCuotasConsulta(1)))).toEqual(LISTA)
    expect((await requests('GET')).map(({ path }) => path).sort()).toEqual([
      'cuotas/getCuotas',
      'cuotas/pagos/40',
      'cuotas/pagos/41',
    ])
    expect(queryClient.getQueryData(cuotaKeys.recibo(40))).toMatchObject({ numero: '000040' })

    // Again while fresh: nothing is asked.
    forgetRequests()
    await prefetchMisCuotas(queryClient)
    expect(await requests()).toEqual([])
  })

  it('asks for no receipt once the member signed out meanwhile', async () => {
    const queryClient = new QueryClient()
    server.use(
      http.get(api('cuotas/getCuotas'), () => {
        queryClient.clear()
        return ok(LISTA)
      }),
    )
    // Signing out clears the cache, which cancels the read under way.
    await expect(prefetchMisCuotas(queryClient)).rejects.toThrow()
    expect(await requests('GET')).toHaveLength(1)
    expect(queryClient.getQueryData(cuotaKeys.recibo(40))).toBeUndefined()
  })
})
