import { count, inArray } from 'drizzle-orm'
import type { Detalle } from '../../../src/domain/auditoria/auditoria-api.ts'
import { formatCount } from '../../../src/domain/plural.ts'
import type { ClubSettings } from '../../../src/domain/configuracion/configuracion.ts'
import type { TipoImagenClub } from '../../../src/domain/configuracion/configuracion-imagenes.ts'
import type { Db } from '../../db/client.ts'
import { socios } from '../../db/schema/socios.ts'
import { getClubSettings, nombresDeCategorias, saveClubSettings } from './club-settings.ts'
import { imageAvailable } from './club-images.ts'

export type UpdateSettingsResult =
  { kind: 'ok'; antes: ClubSettings; despues: ClubSettings } | { kind: 'invalid'; message: string }

/** A category members still have (docs/product.md#configuracion). */
export const categoriaEnUso = (nombre: string, socios: number) =>
  `La categoría ${nombre} tiene ${formatCount(socios, 'socio', 'socios')}: no se puede quitar ni cambiar de nombre`

/** Each image of the settings with the words that name it in a refusal. */
function imagenes(club: ClubSettings): { tipo: TipoImagenClub; src: string; nombre: string }[] {
  return [
    { tipo: 'escudo', src: club.escudo, nombre: 'El escudo' },
    ...club.hero.map(({ src }, i) => ({
      tipo: 'hero' as const,
      src,
      nombre: `La imagen ${i + 1} del carrusel`,
    })),
    ...club.sponsors.map(({ src, nombre }) => ({
      tipo: 'sponsor' as const,
      src,
      nombre: `La imagen del sponsor ${nombre}`,
    })),
  ]
}

/** Every image `src` the settings name: what the uploads folder keeps. */
export const imagenesUsadas = (club: ClubSettings) => imagenes(club).map(({ src }) => src)

/**
 * Replaces the club's settings (PUT /api/settings) with `next`, already valid by the shared
 * schema. Every image must be a build's image or an upload that is on disk. Then, with the
 * settings row locked, a category that members still have may not disappear (removed or
 * renamed): registrations and member edits read the row shared-locked, so none slips a
 * member into a category being removed.
 */
export async function updateClubSettings(
  db: Db,
  imagesDir: string | undefined,
  next: ClubSettings,
): Promise<UpdateSettingsResult> {
  for (const { tipo, src, nombre } of imagenes(next)) {
    if (!(await imageAvailable(imagesDir, tipo, src))) {
      return { kind: 'invalid', message: `${nombre} no está en el servidor: subila de nuevo` }
    }
  }
  return db.transaction(async (tx) => {
    const antes = await getClubSettings(tx, { lock: 'update' })
    const quedan = new Set(nombresDeCategorias(next))
    const quitadas = nombresDeCategorias(antes).filter((nombre) => !quedan.has(nombre))
    if (quitadas.length > 0) {
      const enUso = await tx
        .select({ categoria: socios.categoria, socios: count() })
        .from(socios)
        .where(inArray(socios.categoria, quitadas))
        .groupBy(socios.categoria)
      const primera = quitadas.map((n) => enUso.find((row) => row.categoria === n)).find(Boolean)
      if (primera) {
        return { kind: 'invalid', message: categoriaEnUso(primera.categoria, primera.socios) }
      }
    }
    await saveClubSettings(tx, next)
    return { kind: 'ok', antes, despues: next }
  })
}

/** JSON with every object's keys in one order: the stored row's order is not the form's. */
const estable = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )

/** A value short and flat enough for the activity log to show before and after. */
const corto = (value: unknown): value is string | number | boolean | undefined =>
  value === undefined ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.length <= 60)

/**
 * What the activity log keeps of a change (docs/product.md#registro-de-actividad): the
 * top-level keys that changed and, for short flat values (the short name, the WhatsApp
 * number, the due day…), the value before and after; never a list or an object (the
 * images, the payment data), so `detalle` stays small and flat. Null when nothing changed.
 */
export function detalleDelCambio(antes: ClubSettings, despues: ClubSettings): Detalle | null {
  const claves = new Set([...Object.keys(antes), ...Object.keys(despues)])
  const campos = ([...claves] as (keyof ClubSettings)[]).filter(
    (campo) => estable(antes[campo]) !== estable(despues[campo]),
  )
  if (campos.length === 0) return null
  const detalle: Detalle = { campos }
  for (const campo of campos) {
    const [de, a] = [antes[campo], despues[campo]]
    if (corto(de) && corto(a)) {
      detalle[`${campo}.antes`] = de ?? null
      detalle[`${campo}.despues`] = a ?? null
    }
  }
  return detalle
}
