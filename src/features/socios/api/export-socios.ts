import type { SocioFiltros } from '@/domain/socios/socios-filtros'
import { http } from '@/lib/http'
import { filtrosParams } from './get-socios'

/** Downloads the CSV of the current filters (the request carries the session token). */
export async function exportSocios(filtros: SocioFiltros): Promise<void> {
  const response = await http.get('socios/export', {
    searchParams: filtrosParams(filtros),
    timeout: 120_000,
  })
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    'socios.csv'
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
