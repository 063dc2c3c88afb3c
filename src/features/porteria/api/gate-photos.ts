import type { RosterSocio } from '@/domain/porteria/gate-api'
import { fetchSocioPhoto } from '@/entities/socio/fetch-socio-photo'
import { USER_CACHES } from '@/lib/offline/device-storage'

/** Photos kept on the tablet for offline verdicts, up to a bound (oldest dropped first). */
const CACHE = USER_CACHES.gatePhotos
const MAX_PHOTOS = 600
const CONCURRENCY = 3

const pathFor = (socio: Pick<RosterSocio, 'id' | 'fotoVersion'>) =>
  `/porteria-foto/${socio.id}?v=${encodeURIComponent(socio.fotoVersion ?? '')}`
const requestFor = (socio: Pick<RosterSocio, 'id' | 'fotoVersion'>) => new Request(pathFor(socio))
const pathOf = (request: Request) => {
  const url = new URL(request.url)
  return url.pathname + url.search
}

export async function cachedPhoto(socio: RosterSocio): Promise<Blob | null> {
  if (!socio.fotoVersion || !('caches' in window)) return null
  const cache = await caches.open(CACHE)
  const hit = await cache.match(requestFor(socio))
  if (hit) return hit.blob()
  if (!navigator.onLine) return null
  const blob = await fetchSocioPhoto(socio.id).catch(() => null)
  if (blob) await cache.put(requestFor(socio), new Response(blob))
  return blob
}

/** Downloads, a few at a time, the photos the tablet lacks; then trims to the bound. */
export async function prefetchPhotos(socios: RosterSocio[]): Promise<void> {
  if (!('caches' in window)) return
  const cache = await caches.open(CACHE)
  const have = new Set((await cache.keys()).map(pathOf))
  const missing = socios
    .filter((socio) => socio.fotoVersion && socio.estado === 'Activo' && !have.has(pathFor(socio)))
    .slice(0, MAX_PHOTOS)
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (let socio = missing.shift(); socio && navigator.onLine; socio = missing.shift()) {
      const blob = await fetchSocioPhoto(socio.id).catch(() => null)
      if (blob) await cache.put(requestFor(socio), new Response(blob))
    }
  })
  await Promise.all(workers)
  const keys = await cache.keys()
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_PHOTOS)))
    await cache.delete(request)
}
