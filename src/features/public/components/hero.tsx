import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { ClubSettings } from '@/domain/settings'
import { useWhenIdle } from '../hooks/use-when-idle'
import { HeroPicture } from './hero-picture'
import styles from './hero.module.css'

const HeroSlideshow = lazy(() =>
  import('./hero-slideshow').then((m) => ({ default: m.HeroSlideshow })),
)

/**
 * Home hero: full-viewport slideshow, faint crest behind the club's name in a gradient.
 * The first image paints at once; the slideshow library loads when the browser is idle
 * and takes over from that same image (docs/decisions/0004).
 */
export function Hero({ club }: { club: ClubSettings }) {
  const idle = useWhenIdle()
  const [first] = club.hero
  const still = first && (
    <div className={styles.slideshow}>
      <div className={styles.slide}>
        <HeroPicture src={first.src} alt={first.alt} priority />
      </div>
    </div>
  )
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {idle && club.hero.length > 1 ? (
        <Suspense fallback={still}>
          <HeroSlideshow images={club.hero} />
        </Suspense>
      ) : (
        still
      )}
      <div className={styles.text}>
        <img className={styles.crest} src={club.escudo} alt="" width={320} height={320} />
        <h1 id="hero-title" className={styles.title}>
          {club.nombre}
        </h1>
        <p className={styles.lead}>{club.descripcion}</p>
        <div className={styles.actions}>
          <Link to="/socios/asociarse" className="button button-accent">
            Quiero asociarme
          </Link>
          <Link to="/socios/preguntas" className="button button-outline">
            Información y pagos
          </Link>
        </div>
      </div>
    </section>
  )
}
