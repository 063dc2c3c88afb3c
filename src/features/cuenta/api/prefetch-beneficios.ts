import type { QueryClient } from '@tanstack/react-query'
import { clubSettingsQueryOptions } from '@/lib/club-settings'
import { beneficioImagen } from '../utils/beneficio-imagen'

/**
 * Keeps 'Beneficios' ready offline (docs/product.md#benefits): the sponsors (the club's public
 * settings) and their pictures, which the service worker caches as they are requested. Asked
 * as images, as the page asks them: the worker's image routes see them, and the browser picks
 * the same candidate. Without a worker in control yet (the first visit) the pictures wait for it.
 */
export async function prefetchBeneficios(queryClient: QueryClient): Promise<void> {
  const { sponsors } = await queryClient.fetchQuery(clubSettingsQueryOptions())
  const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!worker) return
  const load = () => Promise.all(sponsors.map((sponsor) => loadImage(sponsor.src)))
  if (worker.controller) await load()
  else worker.addEventListener('controllerchange', () => void load(), { once: true })
}

function loadImage(src: string): Promise<void> {
  const image = new Image()
  const { src: fallback, srcSet, sizes } = beneficioImagen(src)
  image.sizes = sizes
  image.srcset = srcSet
  image.src = fallback
  // A picture that fails (offline, gone) is left to the page's alt text.
  return image.decode().catch(() => undefined)
}
