import { useState } from 'react'
import { Autoplay, EffectFade } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/effect-fade'
import type { ClubSettings } from '@/domain/settings'
import { HeroPicture } from './hero-picture'
import styles from './hero.module.css'

/**
 * Background slideshow (SPEC.md §9): fade, 4000 ms autoplay that user interaction does
 * not stop, spacing 30. Only the current and next slides load their image.
 */
export function HeroSlideshow({ images }: { images: ClubSettings['hero'] }) {
  const [loadedUpTo, setLoadedUpTo] = useState(1)
  return (
    <Swiper
      className={styles.slideshow}
      modules={[Autoplay, EffectFade]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      autoplay={{ delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: false }}
      spaceBetween={30}
      rewind
      onSlideChange={(swiper) =>
        setLoadedUpTo((n) => Math.max(n, Math.min(swiper.activeIndex + 1, images.length - 1)))
      }
    >
      {images.map((image, index) => (
        <SwiperSlide key={image.src} className={styles.slide}>
          {index <= loadedUpTo && (
            <HeroPicture src={image.src} alt={image.alt} priority={index === 0} />
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
