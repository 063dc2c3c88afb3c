import { useState } from 'react'
import { DataItem } from '@/components/ui/data-item'
import type { SocioControl } from '@/domain/gate-api'
import { formatDni } from '@/domain/socio'
import { SocioInitials } from '@/entities/socio/socio-avatar'
import { useSocioPhoto } from '@/entities/socio/socio-photo-query'
import { formatDate } from '@/lib/format'
import styles from './control.module.css'

type Props = { socio: SocioControl; resetLabel: string; onReset: () => void }

/**
 * The result card (docs/product.md#result-card): banner, photo to enlarge, the member's
 * data, reset.
 */
export function ResultCard({ socio, resetLabel, onReset }: Props) {
  // `foto` is the photo's versioned path: a new photo is a new entry.
  const photo = useSocioPhoto(socio.id, {
    enabled: socio.foto !== null,
    staleTime: Infinity,
    version: socio.foto,
  })
  const [enlarged, setEnlarged] = useState(false)
  const fecha = (value: string | null) => (value ? formatDate(value) : '—')
  return (
    <section className={styles.result} aria-label="Resultado">
      <p className={socio.activo ? styles.bannerOk : styles.bannerKo} role="status">
        {socio.activo ? 'Socio Activo' : 'Socio Inactivo'}
      </p>
      <div className={styles.person}>
        {photo.url ? (
          <button
            type="button"
            className={enlarged ? styles.photoLarge : styles.photoButton}
            onClick={() => setEnlarged(!enlarged)}
            aria-pressed={enlarged}
          >
            <img src={photo.url} alt={`Foto de ${socio.nombre} ${socio.apellido}`} />
            {!enlarged && <span className={styles.hint}>Toca para ampliar</span>}
          </button>
        ) : (
          <SocioInitials
            nombre={socio.nombre}
            apellido={socio.apellido}
            initialsClassName={styles.initials}
          />
        )}
        {photo.isError && <p className={styles.photoError}>Error al cargar imagen del socio</p>}
        <h2>
          {socio.apellido}, {socio.nombre}
        </h2>
      </div>
      <dl className={styles.data}>
        <DataItem label="DNI" value={formatDni(socio.documento)} />
        <DataItem label="Número de socio" value={String(socio.id)} />
        <DataItem label="Teléfono" value={socio.telefono} />
        <DataItem label="Email" value={socio.email} />
        <DataItem label="Domicilio" value={socio.domicilio} />
        <DataItem label="Fecha de nacimiento" value={fecha(socio.nacimiento)} />
        <DataItem label="Ingreso" value={fecha(socio.fechaIngreso)} />
        <DataItem label="Vencimiento" value={fecha(socio.vencimiento)} />
        <DataItem label="Categoría" value={socio.categoria} />
        <DataItem label="Estado" value={socio.estado} />
      </dl>
      <button type="button" className="button" onClick={onReset}>
        {resetLabel}
      </button>
    </section>
  )
}
