import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { personas } from '../../db/schema/socios.ts'

/** The person lookup by documento (docs/product.md#api-socios), or null. */
export async function findPersona(db: Db, documento: string) {
  const [persona] = await db.select().from(personas).where(eq(personas.documento, documento))
  if (!persona) return null
  return {
    documento: persona.documento,
    nombre: persona.nombre,
    apellido: persona.apellido,
    nacimiento: persona.nacimiento,
    sexo: persona.sexo,
    nacionalidad: persona.nacionalidad,
    email: persona.email,
    whatsapp: persona.telefono,
    domicilio: persona.domicilio,
  }
}
