import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { imagenesPersonas, socios } from '../../db/schema/socios.ts'
import {
  IMAGE_BOUNDS,
  prepareImage,
  removeImages,
  saveImages,
  type ImageBounds,
} from '../../lib/uploads/images.ts'

/** The document photos an administrator may open besides the member's own photo. */
export const TIPOS_DOCUMENTO = new Set(['documentoFrente', 'documentoDorso'])

/**
 * The images a member has, by their stored `tipo`: the name the edit and the activity log
 * give each (the registration's) and how it is bounded.
 */
export const IMAGENES = {
  principal: { campo: 'fotoSocio', bounds: IMAGE_BOUNDS.foto },
  documentoFrente: { campo: 'documentoFrente', bounds: IMAGE_BOUNDS.documento },
  documentoDorso: { campo: 'documentoDorso', bounds: IMAGE_BOUNDS.documento },
} as const satisfies Record<string, { campo: string; bounds: ImageBounds }>
export type TipoImagen = keyof typeof IMAGENES

/** The stored image of kind `tipo` of member `id`, with its type; null when there is none. */
export async function socioImage(db: Db, uploadsDir: string, id: number, tipo: string) {
  const [imagen] = await db
    .select({ ruta: imagenesPersonas.ruta })
    .from(socios)
    .innerJoin(imagenesPersonas, eq(imagenesPersonas.personaId, socios.personaId))
    .where(and(eq(socios.id, id), eq(imagenesPersonas.tipo, tipo)))
  return imagen ? readUpload(uploadsDir, imagen.ruta) : null
}

async function readUpload(uploadsDir: string, ruta: string) {
  try {
    const bytes = await fs.readFile(path.join(uploadsDir, path.basename(ruta)))
    return { bytes, type: ruta.endsWith('.webp') ? 'image/webp' : 'image/jpeg' }
  } catch {
    return null
  }
}

/** The member left while the photo was being written. */
class SinSocio extends Error {}

/**
 * Replaces member `id`'s image of kind `tipo` with `bytes` (docs/architecture.md#data):
 * judged by its content and re-encoded (`prepareImage`), written under a new random name,
 * then its row swapped in one transaction that locks the member, so two replacements of
 * one member take turns. A new row (a new id) moves the photo's version the gate caches by.
 * The replaced file is deleted after the commit; if anything fails before, the new file
 * is, so no file is left without its row.
 */
export async function replaceSocioImage(
  db: Db,
  uploadsDir: string,
  { id, tipo, bytes }: { id: number; tipo: TipoImagen; bytes: Uint8Array },
): Promise<'ok' | 'sin-socio' | 'no-es-imagen'> {
  const [socio] = await db.select({ id: socios.id }).from(socios).where(eq(socios.id, id))
  if (!socio) return 'sin-socio'
  const image = await prepareImage(bytes, IMAGENES[tipo].bounds)
  if (!image) return 'no-es-imagen'
  const [nombre] = await saveImages(uploadsDir, [image])
  try {
    const reemplazadas = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ personaId: socios.personaId })
        .from(socios)
        .where(eq(socios.id, id))
        .for('update')
      if (!locked) throw new SinSocio()
      const viejas = await tx
        .delete(imagenesPersonas)
        .where(
          and(eq(imagenesPersonas.personaId, locked.personaId), eq(imagenesPersonas.tipo, tipo)),
        )
        .returning({ ruta: imagenesPersonas.ruta })
      await tx.insert(imagenesPersonas).values({ personaId: locked.personaId, tipo, ruta: nombre! })
      return viejas.map(({ ruta }) => ruta)
    })
    await removeImages(uploadsDir, reemplazadas)
    return 'ok'
  } catch (error) {
    await removeImages(uploadsDir, [nombre!])
    if (error instanceof SinSocio) return 'sin-socio'
    throw error
  }
}
