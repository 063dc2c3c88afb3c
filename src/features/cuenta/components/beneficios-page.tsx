import { useSuspenseQuery } from '@tanstack/react-query'
import { OfflineDataNote } from '@/components/ui/offline-data-note'
import { clubSettingsQueryOptions } from '@/lib/club-settings'
import { beneficioImagen } from '../utils/beneficio-imagen'
import styles from './beneficios-page.module.css'

/** 'Beneficios' (docs/product.md#benefits): the club's partners and what they give members. */
export function BeneficiosPage() {
  const settings = useSuspenseQuery(clubSettingsQueryOptions())
  const { sponsors } = settings.data
  return (
    <main className="page">
      <h1>Beneficios</h1>
      <OfflineDataNote updatedAt={settings.dataUpdatedAt} />
      <p>Presentá tu carnet digital en estos comercios para obtener el beneficio.</p>
      <ul className={styles.list}>
        {sponsors.map((sponsor) => (
          <li key={sponsor.src} className={`card ${styles.item}`}>
            <img
              {...beneficioImagen(sponsor.src)}
              width={600}
              height={300}
              alt={sponsor.alt}
              loading="lazy"
            />
            <p className={styles.name}>{sponsor.nombre}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
