import { useEffect, useState } from 'react'
import {
  CLUB_MAP_2X_PATH,
  CLUB_MAP_PATH,
  formatDireccion,
  type ClubSettings,
} from '@/domain/configuracion/configuracion'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import styles from './club-map.module.css'

/**
 * '¿Dónde queda el club?' opened (docs/product.md#preguntas-frecuentes): the static map the
 * server composes and the service worker keeps, inside the link 'Abrir en el mapa'; online,
 * OpenStreetMap's interactive map over it once it has loaded. Without the image either, the
 * address in a line of text.
 */
export function ClubMap({ club }: { club: ClubSettings }) {
  const online = useOnlineStatus()
  const [imageFailed, setImageFailed] = useState(false)
  const [frameLoaded, setFrameLoaded] = useState(false)
  // Offline the frame goes; back online a new one is shown only once it has loaded.
  const [wasOnline, setWasOnline] = useState(online)
  if (online !== wasOnline) {
    setWasOnline(online)
    setFrameLoaded(false)
  }
  const { lat, lng } = club.direccion
  const delta = 0.006
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - delta}%2C${lat - delta}%2C${lng + delta}%2C${lat + delta}&layer=mapnik&marker=${lat}%2C${lng}`
  const mapLink = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
  const frameShown = online && frameLoaded
  const frameClass = [
    styles.frame,
    imageFailed ? styles.alone : styles.over,
    frameShown ? '' : styles.loading,
  ].join(' ')
  return (
    <>
      {imageFailed && !frameShown && (
        <p className={styles.unavailable} role="status">
          {online ? 'El mapa' : 'Sin conexión: el mapa'} no está disponible. La dirección es{' '}
          {formatDireccion(club.direccion)}.
        </p>
      )}
      <div className={styles.map}>
        <a className={styles.link} href={mapLink} target="_blank" rel="noopener noreferrer">
          {!imageFailed && (
            <img
              className={styles.image}
              src={CLUB_MAP_PATH}
              srcSet={`${CLUB_MAP_2X_PATH} 2x`}
              width={640}
              height={360}
              alt={`Mapa con la ubicación de ${club.nombre}`}
              loading="lazy"
              onError={() => setImageFailed(true)}
            />
          )}
          Abrir en el mapa
        </a>
        {online && (
          <MapFrame
            className={frameClass}
            title={`Mapa: ubicación de ${club.nombre}`}
            src={embed}
            onLoad={() => setFrameLoaded(true)}
          />
        )}
      </div>
    </>
  )
}

/**
 * The interactive map, mounted only once its host has answered: a frame whose page cannot
 * load still fires `load` (with the browser's error page), so `load` alone cannot tell.
 */
function MapFrame({
  className,
  title,
  src,
  onLoad,
}: {
  className: string
  title: string
  src: string
  onLoad: () => void
}) {
  const reachable = useReachable(src)
  if (!reachable) return null
  return (
    <iframe
      className={className}
      title={title}
      src={src}
      referrerPolicy="no-referrer"
      onLoad={onLoad}
    />
  )
}

/** Whether `url` answers at all (an opaque answer is enough); null while asking. */
function useReachable(url: string): boolean | null {
  const [reachable, setReachable] = useState<{ url: string; ok: boolean } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    }).then(
      () => setReachable({ url, ok: true }),
      () => {
        if (!controller.signal.aborted) setReachable({ url, ok: false })
      },
    )
    return () => controller.abort()
  }, [url])
  return reachable?.url === url ? reachable.ok : null
}
