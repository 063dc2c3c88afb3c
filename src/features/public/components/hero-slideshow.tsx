import { startTransition, useState } from 'react'
import { Autoplay, EffectFade } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/effect-fade'
import type { ClubSettings } from '@/domain/configuracion/configuracion'
import { HeroPicture } from './hero-picture'
import styles from './hero.module.css'

const AUTOPLAY_DELAY_MS = 4000

type Props = { images: ClubSettings['hero']; shownAt: number }

/**
 * Background slideshow (docs/product.md#home): fade, 4000 ms autoplay that user interaction does
 * not stop, spacing 30. Only the current and next slides load their image.
 */
export function HeroSlideshow({ images, shownAt }: Props) {
  const [loadedUpTo, setLoadedUpTo] = useState(1)
  // The first image has been on screen since `shownAt`: its first turn gets what is left.
  const [firstDelay, setFirstDelay] = useState<number | undefined>(() =>
    Math.round(Math.max(500, AUTOPLAY_DELAY_MS - (performance.now() - shownAt))),
  )
  return (
    <Swiper
      className={styles.slideshow}
      modules={[Autoplay, EffectFade]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      autoplay={{
        delay: AUTOPLAY_DELAY_MS,
        disableOnInteraction: false,
        pauseOnMouseEnter: false,
      }}
      spaceBetween={30}
      rewind
      // A transition: from Swiper's timer, an update re-rendered every slide in one long task.
      onSlideChange={(swiper) =>
        startTransition(() => {
          setFirstDelay(undefined)
          setLoadedUpTo((n) => Math.max(n, Math.min(swiper.activeIndex + 1, images.length - 1)))
        })
      }
    >
      {images.map((image, index) => (
        <SwiperSlide
          key={image.src}
          className={styles.slide}
          data-swiper-autoplay={index === 0 ? firstDelay : undefined}
        >
          {index <= loadedUpTo && (
            <HeroPicture src={image.src} alt={image.alt} priority={index === 0} />
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
