import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  validarAlta,
  type AltaSocioResponse,
  type ResponsableAlta,
  type SocioAlta,
} from '../../../src/domain/alta/alta-socio.ts'
import { diaDelClub } from '../../../src/domain/fecha.ts'
import type { VigenciaSocio } from '../../../src/domain/configuracion/configuracion.ts'
import {
  categoriaInicial,
  categoriaInvalida,
  esMenor,
  vencimientoDesde,
} from '../../../src/domain/socios/socio.ts'
import { LEVEL } from '../../../src/domain/user.ts'
import type { Db } from '../../db/client.ts'
import { uniqueViolation } from '../../db/errors.ts'
import {
  imagenesPersonas,
  personas,
  responsables,
  socios,
  sociosHistorial,
} from '../../db/schema/socios.ts'
import { users } from '../../db/schema/cuenta.ts'
import { claimKey, completeKey, findStoredResponse, type StoredResponse } from './idempotency.ts'
import { ALTA, ARCHIVOS, leerFormulario } from './alta-form.ts'
import {
  MAX_IMAGE_BYTES,
  prepareImage,
  removeImages,
  saveImages,
} from '../../lib/uploads/images.ts'
import { getClubSettings, nombresDeCategorias } from '../configuracion/club-settings.ts'
import type { PasswordHasher } from '../../lib/auth/passwords.ts'
import { revokeSessions, type SessionStore } from '../../lib/auth/session-store.ts'
import {
  nonEmpty,
  onlyMissing,
  personaDelResponsable,
  personaDelSocio,
  upsertPersona,
  type Tx,
} from './personas.ts'
import { personaJoin } from '../socios/socio-persona.ts'

type Status = 400 | 409 | 413 | 415

/** An existing account linked to the new member and raised to member level. */
export type NivelCambiado = { cuenta: number; email: string; de: number; a: number }

export type AltaResult =
  | { kind: 'ok'; response: AltaSocioResponse; nivelCambiado: NivelCambiado | null }
  | { kind: 'replay'; stored: StoredResponse }
  | { kind: 'fail'; status: Status; message: string }
  | { kind: 'invalid'; messages: string[] }

const fail = (status: Status, message: string): AltaResult => ({ kind: 'fail', status, message })

/**
 * The member's categoría: the one the desk chose, which must be one of the club's, or the
 * default for their age (`categoriaInicial`); an Error with the message when it is not.
 */
function categoriaDelAlta(socio: SocioAlta, categorias: string[], hoy: Date): string | Invalido {
  if (!socio.categoria) return categoriaInicial(categorias, esMenor(socio.nacimiento, hoy))
  return categorias.includes(socio.categoria)
    ? socio.categoria
    : new Invalido(categoriaInvalida(categorias))
}

/** A rule that only the database can tell (an existing member or account): answered as 409. */
class Conflicto extends Error {}
/** A rule of the club's settings that changed under the registration: answered as 400. */
class Invalido extends Error {}

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

export type AltaDeps = {
  db: Db
  uploadsDir: string
  sessions: SessionStore
  passwords: PasswordHasher
}

/**
 * Validates the form with the shared rules, re-encodes the photos, writes them, then every
 * row in one transaction (persona, socio, history, account, guardians, images and the
 * idempotency key). On any failure the written files are deleted, so neither rows nor
 * orphan files remain.
 */
async function procesarAlta(
  { db, uploadsDir, sessions, passwords }: AltaDeps,
  { form, userId, idempotencyKey, hoy }: Omit<AltaRequest, 'readForm'> & { form: FormData },
): Promise<AltaResult> {
  const leido = leerFormulario(form)
  if (!leido.ok) return fail(400, leido.message)
  const { archivos } = leido.value
  for (const { campo, etiqueta } of Object.values(ARCHIVOS)) {
    if ((archivos[campo]?.size ?? 0) >= MAX_IMAGE_BYTES)
      return fail(413, ALTA.archivoGrande(etiqueta))
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
  const club = await getClubSettings(db)
  const vigencia = club.vigenciaSocio
  const categoria = categoriaDelAlta(socio, nombresDeCategorias(club), hoy)
  if (categoria instanceof Invalido) return { kind: 'invalid', messages: [categoria.message] }
  const conflicto = await existingConflict(db, socio)
  if (conflicto) return fail(409, conflicto)
  const cuentaProbada = await accountProvenByPassword(db, passwords, socio)

  const imagenes: { tipo: string; image: Buffer }[] = []
  for (const { campo, tipo, bounds, etiqueta } of Object.values(ARCHIVOS)) {
    const file = archivos[campo]
    if (!file) continue
    const image = await prepareImage(new Uint8Array(await file.arrayBuffer()), bounds)
    if (!image) return fail(415, ALTA.imagenInvalida(etiqueta))
    imagenes.push({ tipo, image })
  }
  // Without an email there is no account to sign in to: the password is not kept.
  const passwordHash = socio.email ? await passwords.hash(socio.password) : null

  const nombres = await saveImages(
    uploadsDir,
    imagenes.map(({ image }) => image),
  )
  try {
    const written = await db.transaction(async (tx) => {
      if (idempotencyKey) await claimKey(tx, idempotencyKey, userId)
      const result = await writeAlta(tx, {
        socio,
        tutores,
        passwordHash,
        cuentaProbada,
        hoy,
        vigencia,
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
    await removeImages(uploadsDir, written.reemplazadas)
    for (const cuenta of written.cuentasCambiadas) sessions.forgetUser(cuenta)
    return { kind: 'ok', response: written.response, nivelCambiado: written.nivelCambiado }
  } catch (error) {
    await removeImages(uploadsDir, nombres)
    if (error instanceof Conflicto) return fail(409, error.message)
    if (error instanceof Invalido) return { kind: 'invalid', messages: [error.message] }
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
    .innerJoin(...personaJoin)
    .where(eq(personas.documento, socio.documento))
  if (registrado) return ALTA.yaRegistrado
  const cuenta = socio.email ? await accountOfEmail(db, socio.email) : undefined
  if (cuenta && fateOf(cuenta, false) === 'conflicto' && fateOf(cuenta, true) === 'conflicto') {
    return ALTA.emailEnUso
  }
  return null
}

/**
 * The id of an unproven account of the member's email whose password is the one typed at
 * the desk: the person standing there proved it is theirs.
 */
async function accountProvenByPassword(
  db: Db,
  passwords: PasswordHasher,
  socio: SocioAlta,
): Promise<number | null> {
  const cuenta = socio.email ? await accountOfEmail(db, socio.email) : undefined
  if (!cuenta || cuenta.emailVerificado || cuenta.socioId !== null) return null
  return (await passwords.verify(cuenta.passwordHash, socio.password)) ? cuenta.id : null
}

const cuentaColumns = {
  id: users.id,
  socioId: users.socioId,
  emailVerificado: users.emailVerificado,
  level: users.level,
  passwordHash: users.passwordHash,
}

async function accountOfEmail(db: Db | Tx, email: string) {
  const [cuenta] = await db
    .select(cuentaColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  return cuenta
}

type Alta = {
  socio: SocioAlta
  tutores: ResponsableAlta[]
  passwordHash: string | null
  /** An existing account of the member's email whose password the desk typed. */
  cuentaProbada: number | null
  hoy: Date
  /** The club's membership term: the new member's vencimiento runs from the alta. */
  vigencia: VigenciaSocio
  imagenes: { tipo: string; ruta: string }[]
}

async function writeAlta(tx: Tx, alta: Alta) {
  const { socio, tutores, hoy, vigencia, imagenes } = alta
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

  // Shared-locked: a save of the settings that removes this categoría waits for this
  // registration, then counts the new member (docs/product.md#configuracion).
  const categoria = categoriaDelAlta(
    socio,
    nombresDeCategorias(await getClubSettings(tx, { lock: 'share' })),
    hoy,
  )
  if (categoria instanceof Invalido) throw categoria
  const dia = diaDelClub(hoy)
  const [nuevo] = await tx
    .insert(socios)
    .values({
      personaId: persona.id,
      alta: dia,
      estado: 'Activo',
      categoria,
      vencimiento: vencimientoDesde(dia, vigencia),
    })
    .returning({ id: socios.id })
  const socioId = nuevo!.id
  await tx.insert(sociosHistorial).values({ socioId, alta: dia, motivo: 'Alta' })

  const cuenta = socio.email ? await accountFor(tx, socio.email, socioId, alta) : null

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
    ...(cuenta?.reemplazada ? { aviso: ALTA.cuentaReemplazada } : {}),
  }
  return {
    response,
    reemplazadas,
    cuentasCambiadas: cuenta?.cambiadas ?? [],
    nivelCambiado: cuenta?.nivelCambiado ?? null,
  }
}

type Fate = 'vincular' | 'reemplazar' | 'conflicto'

/**
 * What becomes of an existing account of the member's email (docs/decisions/0015). It is
 * linked only when its email is proven to be the person's: Google verified it, staff made
 * it, or the desk typed its password. An unproven sign-up (level 0, nothing of value in it)
 * gives way to the member's own account; any other account is a conflict.
 */
function fateOf(
  cuenta: { socioId: number | null; emailVerificado: boolean; level: number },
  probada: boolean,
): Fate {
  if (cuenta.socioId !== null) return 'conflicto'
  if (cuenta.emailVerificado || probada) return 'vincular'
  return cuenta.level === LEVEL.registrado ? 'reemplazar' : 'conflicto'
}

/**
 * The member's account: the existing account of that email when it may be linked (raised to
 * member, its sign-in untouched but its sessions ended when its level changes: a level
 * change by an administrator ends them all, docs/architecture.md#session-token), else a
 * new one (level 1) with the desk's password, which replaces an unproven sign-up of that
 * email. Returns the ids of the existing accounts it linked or deleted, whose sessions may
 * be cached here, and the level it raised, for the activity log.
 */
async function accountFor(
  tx: Tx,
  email: string,
  socioId: number,
  { socio, passwordHash, cuentaProbada }: Alta,
): Promise<{ cambiadas: number[]; reemplazada: boolean; nivelCambiado: NivelCambiado | null }> {
  const [cuenta] = await tx
    .select(cuentaColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .for('update')
  const fate = cuenta ? fateOf(cuenta, cuenta.id === cuentaProbada) : null
  if (fate === 'conflicto') throw new Conflicto(ALTA.emailEnUso)
  if (cuenta && fate === 'vincular') {
    await tx
      .update(users)
      .set({
        socioId,
        emailVerificado: true,
        level: sql`greatest(${users.level}, ${LEVEL.socio})`,
      })
      .where(eq(users.id, cuenta.id))
    if (cuenta.level < LEVEL.socio) {
      await revokeSessions(tx, cuenta.id)
      const nivelCambiado = { cuenta: cuenta.id, email, de: cuenta.level, a: LEVEL.socio }
      return { cambiadas: [cuenta.id], reemplazada: false, nivelCambiado }
    }
    return { cambiadas: [cuenta.id], reemplazada: false, nivelCambiado: null }
  }
  // Its sessions go with it (ON DELETE CASCADE).
  if (cuenta) await tx.delete(users).where(eq(users.id, cuenta.id))
  await tx.insert(users).values({
    email,
    passwordHash,
    emailVerificado: true,
    level: LEVEL.socio,
    socioId,
    nombre: socio.nombre,
    apellido: socio.apellido,
  })
  return {
    cambiadas: cuenta ? [cuenta.id] : [],
    reemplazada: cuenta !== undefined,
    nivelCambiado: null,
  }
}
