import { iniciales } from '@/domain/socios/socio'

type Props = {
  nombre: string
  apellido: string
  /** The photo's object URL; without one the initials stand in. */
  url: string | null
  /** Size and colours are the place's own. */
  photoClassName?: string | undefined
  initialsClassName?: string | undefined
  onError?: () => void
}

/** A member's photo, or their initials when there is none. */
export function SocioAvatar({ url, onError, photoClassName, ...socio }: Props) {
  if (!url) return <SocioInitials {...socio} />
  return (
    <img
      className={join('avatar-photo', photoClassName)}
      src={url}
      alt={`Foto de ${socio.nombre} ${socio.apellido}`}
      onError={onError}
    />
  )
}

type InitialsProps = Pick<Props, 'nombre' | 'apellido' | 'initialsClassName'>

export function SocioInitials({ nombre, apellido, initialsClassName }: InitialsProps) {
  return (
    <span className={join('avatar-initials', initialsClassName)} aria-hidden="true">
      {iniciales(apellido, nombre)}
    </span>
  )
}

const join = (base: string, own: string | undefined) => [base, own].filter(Boolean).join(' ')
