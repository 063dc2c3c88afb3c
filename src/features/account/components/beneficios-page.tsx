import { useClubSettings } from '@/lib/club-settings'
import styles from './beneficios-page.module.css'

/** 'Beneficios' (docs/product.md#benefits): the club's partners and what they give members. */
export function BeneficiosPage() {
  const { sponsors } = useClubSettings()
  return (
    <main className="page">
      <h1>Beneficios</h1>
      <p>Presentá tu carnet digital en estos comercios para obtener el beneficio.</p>
      <ul className={styles.list}>
        {sponsors.map((sponsor) => (
          <li key={sponsor.src} className={`card ${styles.item}`}>
            <img
              src={`${sponsor.src}-600.webp`}
              srcSet={`${sponsor.src}-600.webp 600w, ${sponsor.src}.webp 1200w`}
              sizes="(width >= 56rem) 28rem, 100vw"
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
