import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { imagenesPersonas, socios } from '../../db/schema.ts'

/** The document photos an administrator may open besides the member's own photo. */
export const TIPOS_DOCUMENTO = new Set(['documentoFrente', 'documentoDorso'])

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
