import { eq } from 'drizzle-orm'
import { personas, socios } from '../../db/schema/socios.ts'

/** The join from a member to the person it is: `.innerJoin(...personaJoin)`. */
export const personaJoin = [personas, eq(personas.id, socios.personaId)] as const

/** The person's name and DNI, the columns most lists of members select. */
export const nombreYDocumento = {
  nombre: personas.nombre,
  apellido: personas.apellido,
  documento: personas.documento,
}
