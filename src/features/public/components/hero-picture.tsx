type Props = { src: string; alt: string; priority?: boolean }

/** One hero image: portrait crop on phones, AVIF with WebP fallback, sized sources. */
export function HeroPicture({ src, alt, priority = false }: Props) {
  const sizes = (ext: string) => `${src}-640.${ext} 640w, ${src}-1280.${ext} 1280w, ${src}-1920.${ext} 1920w`
  return (
    <picture>
      <source media="(orientation: portrait)" type="image/avif" srcSet={`${src}-portrait-480.avif`} />
      <source media="(orientation: portrait)" type="image/webp" srcSet={`${src}-portrait-480.webp`} />
      <source type="image/avif" srcSet={sizes('avif')} sizes="100vw" />
      <source type="image/webp" srcSet={sizes('webp')} sizes="100vw" />
      <img
        src={`${src}-1280.webp`}
        alt={alt}
        width={1920}
        height={1080}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  )
}
