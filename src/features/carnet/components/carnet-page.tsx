import { useState } from 'react'
import { DataItem } from '@/components/ui/data-item'
import { formatDni } from '@/domain/socios/socio'
import type { SocioDetail } from '@/domain/socios/socios-api'
import { SocioAvatar } from '@/entities/socio/socio-avatar'
import { hasMainPhoto, useSocioPhoto } from '@/entities/socio/socio-photo-query'
import { useClubSettings } from '@/lib/club-settings'
import { formatDate, formatDateTime } from '@/lib/format'
import { useCarnet } from '../api/get-carnet'
import { useDetailsOpen } from '../hooks/use-details-open'
import styles from './carnet.module.css'
import { QrSection } from './qr-section'

/** 'Carnet Digital' (docs/product.md#digital-card): the member's own card, usable offline. */
export function CarnetPage({ socioId }: { socioId: number }) {
  const carnet = useCarnet(socioId)
  if (!carnet.data) {
    return (
      <main className="page">
        <h1>Carnet Digital</h1>
        {carnet.isError ? (
          <p className="card" role="alert">
            Error al cargar datos del socio
          </p>
        ) : (
          <p className="card">Cargando tu carnet…</p>
        )}
      </main>
    )
  }
  return <Carnet socio={carnet.data} updatedAt={carnet.dataUpdatedAt} />
}

function Carnet({ socio, updatedAt }: { socio: SocioDetail; updatedAt: number }) {
  const club = useClubSettings()
  const [open, setOpen] = useDetailsOpen()
  const nombre = `${socio.apodo || socio.nombre} ${socio.apellido}`
  return (
    <main className="page">
      <h1>Carnet Digital</h1>
      <article className={styles.card} aria-label={`Carnet de ${nombre}`}>
        <header className={styles.header}>
          <img src={club.escudo} alt="" width={40} height={40} />
          <span>{club.nombre}</span>
        </header>
        <div className={styles.identity}>
          <Photo socio={socio} />
          <div>
            <p className={styles.name}>{nombre}</p>
            <p className={styles.number}>Socio #{socio.socio_id}</p>
          </div>
        </div>
        {/* Before the details: opened or not, the whole code is in view at the gate. */}
        <div className={styles.qrBox}>
          <QrSection socio={socio} />
        </div>
        <p className={styles.instructions}>
          Presentá el código QR en el control de acceso del club.
        </p>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Ocultar detalles' : 'Ver más detalles'}
        </button>
        {open && (
          <dl className={styles.data}>
            <DataItem label="DNI" value={formatDni(socio.documento)} />
            <DataItem label="Nacimiento" value={socio.nacimiento && formatDate(socio.nacimiento)} />
            <DataItem label="Ingreso" value={formatDate(socio.fechaIngreso)} />
            <DataItem
              label="Vencimiento"
              value={socio.expiracion && formatDate(socio.expiracion)}
            />
            <DataItem label="Categoría" value={socio.categoria} />
            <DataItem
              label="Actividades"
              value={socio.actividades.map((actividad) => actividad.nombre).join(', ')}
            />
            <DataItem label="Estado" value={socio.estado} />
          </dl>
        )}
      </article>
      <p className={styles.updated}>Datos actualizados el {formatDateTime(updatedAt)}</p>
    </main>
  )
}

function Photo({ socio }: { socio: SocioDetail }) {
  // Kept in the persisted cache for offline starts.
  const photo = useSocioPhoto(socio.socio_id, {
    enabled: hasMainPhoto(socio.persona.imagenes_personas),
    staleTime: 60 * 60_000,
  })
  const [broken, setBroken] = useState(false)
  return (
    <div className={styles.photoBox}>
      <SocioAvatar
        nombre={socio.nombre}
        apellido={socio.apellido}
        url={broken ? null : photo.url}
        photoClassName={styles.photo}
        initialsClassName={styles.initials}
        onError={() => setBroken(true)}
      />
      {photo.isError && !photo.blob && (
        <p className={styles.photoError} role="status">
          Error al cargar imagen del socio
        </p>
      )}
    </div>
  )
}
