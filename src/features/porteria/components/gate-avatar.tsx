import { useEffect, useState } from 'react'
import type { RosterSocio } from '@/domain/porteria/gate-api'
import { SocioAvatar } from '@/entities/socio/socio-avatar'
import { useObjectUrl } from '@/lib/hooks/use-object-url'
import { cachedPhoto } from '../api/gate-photos'

type Props = {
  socio: RosterSocio
  /** Size and colours are the place's own (the verdict, a DNI candidate). */
  photoClassName: string | undefined
  initialsClassName: string | undefined
}

/**
 * A member's photo at the gate as the tablet keeps it (fetched and kept when missing and
 * online), or the initials while there is none.
 */
export function GateAvatar({ socio, ...classes }: Props) {
  const [photo, setPhoto] = useState<Blob | null>(null)
  const url = useObjectUrl(photo)
  useEffect(() => {
    let cancelled = false
    void cachedPhoto(socio).then((blob) => !cancelled && setPhoto(blob))
    return () => {
      cancelled = true
    }
  }, [socio])
  return <SocioAvatar nombre={socio.nombre} apellido={socio.apellido} url={url} {...classes} />
}
