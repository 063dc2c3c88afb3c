import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  validarAlta,
  type AltaSocioResponse,
  type ResponsableAlta,
  type SocioAlta,
} from '../../../src/domain/alta-socio.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import { esMenor } from '../../../src/domain/socio.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import {
  imagenesPersonas,
  personas,
  responsables,
  socios,
  sociosHistorial,
  users,
} from '../../db/schema.ts'
import { claimKey, completeKey, findStoredResponse, type StoredResponse } from './idempotency.ts'
import { ALTA, ARCHIVOS, leerFormulario } from './alta-form.ts'
import { MAX_IMAGE_BYTES, prepareImage, removeImages, saveImages } from '../../lib/images.ts'
import { hashPassword } from '../../lib/passwords.ts'
import type { SessionStore } from '../../lib/session-store.ts'
import {
  nonEmpty,
  onlyMissing,
  personaDelResponsable,
  personaDelSocio,
  upsertPersona,
  type Tx,
} from './personas.ts'

type Status = 400 | 409 | 413 | 415
export type AltaResult =
  | { kind: 'ok'; response: AltaSocioResponse }
  | { kind: 'replay'; stored: StoredResponse }
  | { kind: 'fail'; status: Status; message: string }
  | { kind: 'invalid'; messages: string[] }

const fail = (status: Status, message: string): AltaResult => ({ kind: 'fail', status, message })

/** A minor starts as 'Cadete' (as the demo roll does); anyone else as 'Activo'. */
const categoriaInicial = (nacimiento: string, hoy: Date) =>
  esMenor(nacimiento, hoy) ? 'Cadete' : 'Activo'

/** A rule that only the database can tell (an existing member or account): answered as 409. */
class Conflicto extends Error {}

export type AltaRequest = {
  /** The multipart body, read only when the request is not a replay; null when unreadable. */
  readForm: () => Promise<FormData | null>
  /** The administrator who registers the member (owner of the idempotency key). */
  userId: number
  idempotencyKey: string | null
  hoy: Date
}

/**
 * POST /socios/addSocio with its Idempotency-Key (docs/architecture.md#offline): a key already
 * stored answers what it stored, without reading the body. A conflict may come from the same
 * request delivered twice at once (the twin committed first): if the key is now stored,
 * that answer is the right one.
 */
export async function registrarSocio(deps: AltaDeps, request: AltaRequest): Promise<AltaResult> {
  const { idempotencyKey: key } = request
  // Any administrator may replay a key: the outbox of a shared desk tablet delivers with the
  // session of whoever signed in next, and the answer holds nothing an administrator
  // cannot read anyway.
  const replay = async () => {
    const stored = key ? await findStoredResponse(deps.db, key) : null
    return stored ? ({ kind: 'replay', stored } as const) : null
  }
  const earlier = await replay()
  if (earlier) return earlier
  const form = await request.readForm()
  if (!form) return fail(400, ALTA.datosInvalidos)
  const result = await procesarAlta(deps, { ...request, form })
  if (result.kind === 'fail' && result.status === 409) return (await replay()) ?? result
  return result
}

export type AltaDeps = { db: Db; uploadsDir: string; sessions: SessionStore }

/**
 * Validates the form with the shared rules, re-encodes the photos, writes them, then every
 * row in one transaction (persona, socio, history, account, guardians, images and the
 * idempotency key). On any failure the written files are deleted, so neither rows nor
 * orphan files remain.
 */
async function procesarAlta(
  { db, uploadsDir, sessions }: AltaDeps,
  { form, userId, idempotencyKey, hoy }: Omit<AltaRequest, 'readForm'> & { form: FormData },
): Promise<AltaResult> {
  const leido = leerFormulario(form)
  if (!leido.ok) return fail(400, leido.message)
  const { archivos } = leido.value
  for (const file of Object.values(archivos)) {
    if (file.size >= MAX_IMAGE_BYTES) return fail(413, ALTA.archivoGrande)
  }

  const validation = validarAlta(
    {
      socio: leido.value.socio,
      responsables: leido.value.responsables,
      fotoSocio: Boolean(archivos.fotoSocio),
      documentoFrente: Boolean(archivos.documentoFrente),
    },
    hoy,
  )
  if (!validation.success) return { kind: 'invalid', messages: validation.messages }
  const { socio, responsables: tutores } = validation.output
  const repetido = tutores.findIndex(
    (r, i) => tutores.findIndex((other) => other.documento === r.documento) !== i,
  )
  if (repetido >= 0) return fail(400, ALTA.responsableRepetido(repetido + 1))

  // Cheap answers before decoding images; the transaction checks again.
  const conflicto = await existingConflict(db, socio)
  if (conflicto) return fail(409, conflicto)

  const imagenes: { tipo: string; image: Buffer }[] = []
  for (const { campo, tipo, bounds } of Object.values(ARCHIVOS)) {
    const file = archivos[campo]
    if (!file) continue
    const image = await prepareImage(new Uint8Array(await file.arrayBuffer()), bounds)
    if (!image) return fail(415, ALTA.imagenInvalida)
    imagenes.push({ tipo, image })
  }
  // Without an email there is no account to sign in to: the password is not kept.
  const passwordHash = socio.email ? await hashPassword(socio.password) : null

  const nombres = await saveImages(
    uploadsDir,
    imagenes.map(({ image }) => image),
  )
  try {
    const { response, reemplazadas, cuentaVinculada } = await db.transaction(async (tx) => {
      if (idempotencyKey) await claimKey(tx, idempotencyKey, userId)
      const result = await writeAlta(tx, {
        socio,
        tutores,
        passwordHash,
        hoy,
        imagenes: imagenes.map(({ tipo }, i) => ({ tipo, ruta: nombres[i]! })),
      })
      if (idempotencyKey) {
        await completeKey(tx, idempotencyKey, 200, {
          success: true,
          message: ALTA.registrado,
          response: result.response,
        })
      }
      return result
    })
    await removeImages(uploadsDir, reemplazadas)
    if (cuentaVinculada !== null) sessions.forgetUser(cuentaVinculada)
    return { kind: 'ok', response }
  } catch (error) {
    await removeImages(uploadsDir, nombres)
    if (error instanceof Conflicto) return fail(409, error.message)
    const constraint = uniqueViolation(error)
    // The same key was being processed at the same time and won: the caller replays it.
    if (constraint === 'idempotency_keys_pkey') return fail(409, ALTA.claveEnUso)
    if (constraint === 'users_email_lower_idx') return fail(409, ALTA.emailEnUso)
    if (constraint === 'socios_persona_id_unique' || constraint === 'personas_documento_unique')
      return fail(409, ALTA.yaRegistrado)
    throw error
  }
}

async function existingConflict(db: Db, socio: SocioAlta): Promise<string | null> {
  const [registrado] = await db
    .select({ id: socios.id })
    .from(socios)
    .innerJoin(personas, eq(personas.id, socios.personaId))
    .where(eq(personas.documento, socio.documento))
  if (registrado) return ALTA.yaRegistrado
  if (socio.email) {
    const [cuenta] = await db
      .select({ socioId: users.socioId, googleId: users.googleId, level: users.level })
      .from(users)
      .where(eq(sql`lower(${users.email})`, socio.email))
    if (cuenta && !linkable(cuenta)) return ALTA.emailEnUso
  }
  return null
}

type Alta = {
  socio: SocioAlta
  tutores: ResponsableAlta[]
  passwordHash: string | null
  hoy: Date
  imagenes: { tipo: string; ruta: string }[]
}

async function writeAlta(tx: Tx, { socio, tutores, passwordHash, hoy, imagenes }: Alta) {
  const values = personaDelSocio(socio)
  const { persona, nueva } = await upsertPersona(tx, values, nonEmpty(values))
  if (!nueva) {
    // Someone already on file (a guardian, a looked-up person) becomes a member.
    const [yaSocio] = await tx
      .select({ id: socios.id })
      .from(socios)
      .where(eq(socios.personaId, persona.id))
    if (yaSocio) throw new Conflicto(ALTA.yaRegistrado)
  }

  const alta = diaDelClub(hoy)
  const [nuevo] = await tx
    .insert(socios)
    .values({
      personaId: persona.id,
      alta,
      estado: 'Activo',
      categoria: categoriaInicial(socio.nacimiento, hoy),
      vencimiento: null,
    })
    .returning({ id: socios.id })
  const socioId = nuevo!.id
  await tx.insert(sociosHistorial).values({ socioId, alta, motivo: 'Alta' })

  const cuentaVinculada = socio.email ? await linkAccount(tx, socio, socioId, passwordHash) : null

  // In documento order: two registrations sharing guardians lock their rows in one order.
  const ordenados = [...tutores].sort((a, b) => a.documento.localeCompare(b.documento))
  for (const tutor of ordenados) {
    const datos = personaDelResponsable(tutor)
    const { persona: responsable } = await upsertPersona(tx, datos, onlyMissing(datos))
    await tx
      .insert(responsables)
      .values({
        personaId: persona.id,
        responsableId: responsable.id,
        parentesco: tutor.parentesco,
      })
      .onConflictDoUpdate({
        target: [responsables.personaId, responsables.responsableId],
        set: { parentesco: tutor.parentesco },
      })
  }

  // A persona already on file may have photos of these kinds: the new ones replace them.
  let reemplazadas: string[] = []
  if (!nueva && imagenes.length > 0) {
    const viejas = await tx
      .delete(imagenesPersonas)
      .where(
        and(
          eq(imagenesPersonas.personaId, persona.id),
          inArray(
            imagenesPersonas.tipo,
            imagenes.map(({ tipo }) => tipo),
          ),
        ),
      )
      .returning({ ruta: imagenesPersonas.ruta })
    reemplazadas = viejas.map(({ ruta }) => ruta)
  }
  if (imagenes.length > 0) {
    await tx
      .insert(imagenesPersonas)
      .values(imagenes.map((imagen) => ({ personaId: persona.id, ...imagen })))
  }

  const response: AltaSocioResponse = {
    id: socioId,
    documento: persona.documento,
    nombre: persona.nombre,
    apellido: persona.apellido,
  }
  return { response, reemplazadas, cuentaVinculada }
}

type Cuenta = { socioId: number | null; googleId: string | null; level: number }

/**
 * Whether an existing account of the member's email may become theirs. Emails of password
 * sign-ups are never verified: linking one would hand the member's card to whoever signed
 * up first with that address. Google proved the address; staff accounts are made by staff.
 */
const linkable = (cuenta: Cuenta) =>
  cuenta.socioId === null && (cuenta.googleId !== null || cuenta.level >= LEVEL.administrador)

/**
 * The member's account: a new one (level 1) with the form's password, or the existing
 * account of that email when it may be linked (see `linkable`): raised to member, its
 * sign-in untouched. Any other account of that email is a conflict. Returns the id of the
 * existing account it linked, whose sessions may be cached with its old level.
 */
async function linkAccount(
  tx: Tx,
  socio: SocioAlta,
  socioId: number,
  passwordHash: string | null,
): Promise<number | null> {
  const [cuenta] = await tx
    .select({
      id: users.id,
      socioId: users.socioId,
      googleId: users.googleId,
      level: users.level,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, socio.email))
    .for('update')
  if (cuenta) {
    if (!linkable(cuenta)) throw new Conflicto(ALTA.emailEnUso)
    await tx
      .update(users)
      .set({ socioId, level: sql`greatest(${users.level}, ${LEVEL.socio})` })
      .where(eq(users.id, cuenta.id))
    return cuenta.id
  }
  await tx.insert(users).values({
    email: socio.email,
    passwordHash,
    level: LEVEL.socio,
    socioId,
    nombre: socio.nombre,
    apellido: socio.apellido,
  })
  return null
}
