import * as v from 'valibot'

/**
 * The club's images an administrator uploads from /admin/configuracion
 * (docs/product.md#api-settings): hero slideshow backgrounds, sponsor banners and the crest.
 */
export const TIPOS_IMAGEN_CLUB = ['hero', 'sponsor', 'escudo'] as const
export type TipoImagenClub = (typeof TIPOS_IMAGEN_CLUB)[number]

/** Where uploaded images are served; an uploaded `src` starts with it. */
export const IMAGENES_CLUB_PATH = '/api/settings/imagenes'

/** What `POST /api/settings/imagenes?tipo=` answers: the `src` to put in the settings. */
export const imagenSubidaSchema = v.object({ src: v.string() })

/**
 * The file a page shows for an image's `src` (bundled or uploaded, the same variants): a
 * hero's smallest WebP, a sponsor's 600 px banner, the crest as it is.
 */
export function vistaPrevia(tipo: TipoImagenClub, src: string): string {
  if (tipo === 'hero') return `${src}-640.webp`
  if (tipo === 'sponsor') return `${src}-600.webp`
  return src
}
