/**
 * A sponsor's picture on 'Beneficios': the same candidates for the page and for the copy kept
 * ahead of time, so the browser picks the same file in both and the kept one is found offline.
 */
export const beneficioImagen = (src: string) => ({
  src: `${src}-600.webp`,
  srcSet: `${src}-600.webp 600w, ${src}.webp 1200w`,
  sizes: '(width >= 56rem) 28rem, 100vw',
})
