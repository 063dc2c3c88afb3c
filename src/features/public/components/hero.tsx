import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { ClubSettings } from '@/domain/configuracion/configuracion'
import { useDelayAfterLoad } from '../hooks/use-delay-after-load'
import { HeroPicture } from './hero-picture'
import styles from './hero.module.css'

const SLIDESHOW_LOAD_DELAY_MS = 2500

const HeroSlideshow = lazy(() =>
  import('./hero-slideshow').then((m) => ({ default: m.HeroSlideshow })),
)

/**
 * Home hero: full-viewport slideshow, faint crest behind the club's name in a gradient.
 * The first image paints at once; the slideshow library loads shortly before the first
 * change is due and takes over from that same image, keeping the 4000 ms cadence
 * from the first paint (docs/decisions/0004). `socio`: signed in as a member or above, who is
 * not invited to join.
 */
export function Hero({ club, socio = false }: { club: ClubSettings; socio?: boolean }) {
  const [shownAt] = useState(() => performance.now())
  const slideshowDue = useDelayAfterLoad(SLIDESHOW_LOAD_DELAY_MS)
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
      {slideshowDue && club.hero.length > 1 ? (
        <Suspense fallback={still}>
          <HeroSlideshow images={club.hero} shownAt={shownAt} />
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
          {!socio && (
            <Link to="/socios/asociarse" className="button button-accent">
              Quiero asociarme
            </Link>
          )}
          <Link to="/socios/preguntas" className="button button-outline">
            Información y pagos
          </Link>
          <Link to="/actividades" className="button button-outline">
            Actividades
          </Link>
        </div>
      </div>
    </section>
  )
}
