import { eq } from 'drizzle-orm'
import {
  CUIT_POR_DEFECTO,
  type ResponsableAlta,
  type SocioAlta,
} from '../../../src/domain/alta/alta-socio.ts'
import { normalizeSearch } from '../../../src/domain/search.ts'
import type { Db } from '../../db/client.ts'
import { personas } from '../../db/schema/socios.ts'

const orNull = (value: string | undefined) => (value ? value : null)

export type PersonaValues = Omit<typeof personas.$inferInsert, 'id' | 'createdAt' | 'busqueda'>

const busquedaDe = (p: { apellido: string; nombre: string; apodo?: string | null }) =>
  normalizeSearch(`${p.apellido} ${p.nombre} ${p.apodo ?? ''}`)

export function personaDelSocio(s: SocioAlta): PersonaValues {
  return {
    documento: s.documento,
    nombre: s.nombre,
    apellido: s.apellido,
    apodo: orNull(s.apodo),
    nacimiento: s.nacimiento,
    sexo: s.sexo,
    nacionalidad: s.nacionalidad,
    domicilio: orNull(s.domicilio),
    email: orNull(s.email),
    telefono: orNull(s.whatsapp),
    cuit: s.cuit === CUIT_POR_DEFECTO ? null : s.cuit,
    tramite: orNull(s.tramite),
    ejemplar: orNull(s.ejemplar),
    emision: orNull(s.emision),
    ofIdentidad: orNull(s.ofIdentidad),
  }
}

export function personaDelResponsable(r: ResponsableAlta): PersonaValues {
  return {
    documento: r.documento,
    nombre: r.nombre,
    apellido: r.apellido,
    nacimiento: orNull(r.nacimiento),
    sexo: orNull(r.sexo),
    nacionalidad: r.nacionalidad,
    domicilio: orNull(r.domicilio),
    email: orNull(r.email),
    telefono: orNull(r.telefono),
  }
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type PersonaRow = typeof personas.$inferSelect

/**
 * The persona with `values.documento`, inserted when new; when it exists, `merge` says
 * which of the form's values replace the stored ones. Racing inserts of the same documento
 * (two registrations naming the same guardian) meet in ON CONFLICT, not in an error.
 */
export async function upsertPersona(
  tx: Tx,
  values: PersonaValues,
  merge: (stored: PersonaRow) => Partial<PersonaValues>,
): Promise<{ persona: PersonaRow; nueva: boolean }> {
  const [inserted] = await tx
    .insert(personas)
    .values({ ...values, busqueda: busquedaDe(values) })
    .onConflictDoNothing({ target: personas.documento })
    .returning()
  if (inserted) return { persona: inserted, nueva: true }
  const [stored] = await tx
    .select()
    .from(personas)
    .where(eq(personas.documento, values.documento))
    .for('update')
  const changes = merge(stored!)
  if (Object.keys(changes).length === 0) return { persona: stored!, nueva: false }
  const merged = { ...stored!, ...changes }
  const [updated] = await tx
    .update(personas)
    .set({ ...changes, busqueda: busquedaDe(merged) })
    .where(eq(personas.id, stored!.id))
    .returning()
  return { persona: updated!, nueva: false }
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** The form's non-empty values: a member's data wins over what was stored (e.g. as guardian). */
export const nonEmpty = (values: PersonaValues) => () =>
  Object.fromEntries(
    Object.entries(values).filter(([key, value]) => key !== 'documento' && !isEmpty(value)),
  ) as Partial<PersonaValues>

/** Only what the stored persona lacks: a guardian typed again never overwrites their data. */
export const onlyMissing = (values: PersonaValues) => (stored: PersonaRow) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => !isEmpty(value) && isEmpty(stored[key as keyof PersonaRow]),
    ),
  ) as Partial<PersonaValues>
