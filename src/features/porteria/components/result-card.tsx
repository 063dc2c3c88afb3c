import { useState } from 'react'
import { DataItem } from '@/components/ui/data-item'
import { estadoCuotaTexto } from '@/domain/cuotas/cuotas'
import { esFichaCompleta, type SocioGate } from '@/domain/porteria/gate-api'
import { MOTIVOS_NO_INGRESO, motivoNoActivo } from '@/domain/porteria/gate-verdict'
import { formatDni } from '@/domain/socios/socio'
import { SocioInitials } from '@/entities/socio/socio-avatar'
import { useSocioPhoto } from '@/entities/socio/socio-photo-query'
import { formatDate } from '@/lib/format'
import styles from './control.module.css'

type Props = {
  socio: SocioGate
  /** 'Ya ingresó hace N min (…)': a scan of a member who already entered (validarToken). */
  aviso?: string | null
  /**
   * An answer from this device's roster, offline: the notice saying so and how old the list
   * is. The roster has no photo or category, so the card shows initials and no category.
   */
  lista?: string | null
  resetLabel: string
  onReset: () => void
}

/**
 * The result card (docs/product.md#result-card): banner (with why, when the member may not
 * enter), the member's fees ('Cuota al día' or, in amber, 'Debe N cuotas'; nothing when the
 * answer has none), the notice of a recent entry, photo to enlarge, the member's data as far
 * as the server gave it (a gatekeeper gets less than an administrator), reset.
 */
export function ResultCard({ socio, aviso, lista, resetLabel, onReset }: Props) {
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
      {!socio.activo && <p className={styles.reason}>{motivoNoActivo(socio.estado)}</p>}
      {socio.activo && socio.cuotaImpaga && (
        <p className={styles.reason}>{MOTIVOS_NO_INGRESO.cuotaImpaga}: no puede ingresar</p>
      )}
      {socio.cuotasVencidas !== undefined && (
        <p className={socio.cuotasVencidas === 0 ? styles.feeOk : styles.feeDebt}>
          {estadoCuotaTexto(socio.cuotasVencidas)}
        </p>
      )}
      {lista && <p className={styles.listNotice}>{lista}</p>}
      {aviso && (
        <p className={styles.recentNotice} role="alert">
          <span aria-hidden="true">⚠ </span>
          {aviso}
        </p>
      )}
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
        {esFichaCompleta(socio) && <DataItem label="DNI" value={formatDni(socio.documento)} />}
        <DataItem label="Número de socio" value={String(socio.id)} />
        {esFichaCompleta(socio) && (
          <>
            <DataItem label="Teléfono" value={socio.telefono} />
            <DataItem label="Email" value={socio.email} />
            <DataItem label="Domicilio" value={socio.domicilio} />
            <DataItem label="Fecha de nacimiento" value={fecha(socio.nacimiento)} />
            <DataItem label="Ingreso" value={fecha(socio.fechaIngreso)} />
          </>
        )}
        <DataItem label="Vencimiento" value={fecha(socio.vencimiento)} />
        {!lista && <DataItem label="Categoría" value={socio.categoria} />}
        <DataItem label="Estado" value={socio.estado} />
      </dl>
      <button type="button" className="button" onClick={onReset}>
        {resetLabel}
      </button>
    </section>
  )
}
