import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  CUIT_POR_DEFECTO,
  validarAlta,
  type AltaSocioResponse,
  type ResponsableAlta,
  type SocioAlta,
} from '../../src/domain/alta-socio.ts'
import { normalizeSearch } from '../../src/domain/search.ts'
import { esMenor } from '../../src/domain/socio.ts'
import { LEVEL } from '../../src/domain/user.ts'
import type { Db } from '../db/client.ts'
import {
  imagenesPersonas,
  personas,
  responsables,
  socios,
  sociosHistorial,
  users,
} from '../db/schema.ts'
import { claimKey, completeKey, findStoredResponse, type StoredResponse } from './idempotency.ts'
import {
  IMAGE_BOUNDS,
  MAX_IMAGE_BYTES,
  prepareImage,
  removeImages,
  saveImages,
  type ImageBounds,
} from './images.ts'
import { hashPassword } from './passwords.ts'

/** The answers of POST /socios/addSocio (SPEC.md §5, §8). */
export const ALTA = {
  registrado: 'Socio registrado exitosamente',
  datosInvalidos: 'Datos del socio inválidos',
  responsablesInvalidos: 'Datos de los responsables inválidos',
  archivoDesconocido:
    'Archivo no reconocido: se esperan fotoSocio.jpg, documentoFrente.jpg y documentoDorso.jpg',
  archivoRepetido: 'Cada foto se envía una sola vez',
  archivoGrande: 'El archivo debe ser menor a 10MB',
  imagenInvalida: 'Por favor selecciona un archivo de imagen válido',
  yaRegistrado: 'Socio ya registrado',
  emailEnUso: 'Ya existe una cuenta con ese email',
  claveEnUso: 'Clave de idempotencia en uso',
  responsableRepetido: (n: number) =>
    `El responsable ${n} tiene el mismo documento que otro responsable`,
} as const

/** The photos of the form, told apart by their file name (SPEC.md §3). */
const ARCHIVOS = {
  'fotoSocio.jpg': { campo: 'fotoSocio', tipo: 'principal', bounds: IMAGE_BOUNDS.foto },
  'documentoFrente.jpg': {
    campo: 'documentoFrente',
    tipo: 'documentoFrente',
    bounds: IMAGE_BOUNDS.documento,
  },
  'documentoDorso.jpg': {
    campo: 'documentoDorso',
    tipo: 'documentoDorso',
    bounds: IMAGE_BOUNDS.documento,
  },
} as const satisfies Record<string, { campo: string; tipo: string; bounds: ImageBounds }>
type NombreArchivo = keyof typeof ARCHIVOS
type Campo = (typeof ARCHIVOS)[NombreArchivo]['campo']

type Status = 400 | 409 | 413 | 415
export type AltaResult =
  | { kind: 'ok'; response: AltaSocioResponse }
  | { kind: 'replay'; stored: StoredResponse }
  | { kind: 'fail'; status: Status; message: string }
  | { kind: 'invalid'; messages: string[] }

const fail = (status: Status, message: string): AltaResult => ({ kind: 'fail', status, message })

type Formulario = {
  socio: Record<string, string>
  responsables: Record<string, string>[] | undefined
  archivos: Partial<Record<Campo, File>>
}

/**
 * JSON of text fields only: null counts as absent (the shared schema reads a missing field
 * as empty), anything else that is not a string makes the part invalid.
 */
function textFields(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const fields: Record<string, string> = {}
  for (const [name, field] of Object.entries(value)) {
    if (field === null) continue
    if (typeof field !== 'string') return null
    fields[name] = field
  }
  return fields
}

const parseJson = (text: ReturnType<FormData['get']>): unknown => {
  if (typeof text !== 'string') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The multipart parts of SPEC.md §7: `socio`, `responsables`, and the photos in `archivos`. */
function leerFormulario(
  form: FormData,
): { ok: true; value: Formulario } | { ok: false; result: AltaResult } {
  const socio = textFields(parseJson(form.get('socio')))
  if (!socio) return { ok: false, result: fail(400, ALTA.datosInvalidos) }

  let lista: Record<string, string>[] | undefined
  if (form.has('responsables')) {
    const raw = parseJson(form.get('responsables'))
    const rows = Array.isArray(raw) ? raw.map(textFields) : null
    if (!rows || rows.some((row) => row === null))
      return { ok: false, result: fail(400, ALTA.responsablesInvalidos) }
    lista = rows as Record<string, string>[]
  }

  const archivos: Formulario['archivos'] = {}
  for (const [name, value] of form.entries()) {
    const isFile = typeof value !== 'string'
    if (name !== 'archivos' && !isFile) continue
    if (!isFile || name !== 'archivos' || !Object.hasOwn(ARCHIVOS, value.name))
      return { ok: false, result: fail(400, ALTA.archivoDesconocido) }
    const { campo } = ARCHIVOS[value.name as NombreArchivo]
    if (archivos[campo]) return { ok: false, result: fail(400, ALTA.archivoRepetido) }
    // An empty part is a photo not taken: the rules below say which one is missing.
    if (value.size > 0) archivos[campo] = value
  }
  return { ok: true, value: { socio, responsables: lista, archivos } }
}

/** 'YYYY-MM-DD' of the server's calendar day (the day the club's staff see). */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** A minor starts as 'Cadete' (as the demo roll does); anyone else as 'Activo'. */
const categoriaInicial = (nacimiento: string, hoy: Date) =>
  esMenor(nacimiento, hoy) ? 'Cadete' : 'Activo'

const orNull = (value: string | undefined) => (value ? value : null)

type PersonaValues = Omit<typeof personas.$inferInsert, 'id' | 'createdAt' | 'busqueda'>

const busquedaDe = (p: { apellido: string; nombre: string; apodo?: string | null }) =>
  normalizeSearch(`${p.apellido} ${p.nombre} ${p.apodo ?? ''}`)

function personaDelSocio(s: SocioAlta): PersonaValues {
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

function personaDelResponsable(r: ResponsableAlta): PersonaValues {
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type PersonaRow = typeof personas.$inferSelect

/** A rule that only the database can tell (an existing member or account): answered as 409. */
class Conflicto extends Error {}

/** The constraint of a unique violation (PGlite and postgres.js name it differently), or null. */
function uniqueViolation(error: unknown): string | null {
  let current = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: string; constraint?: string; constraint_name?: string }
    if (e.code === '23505') return e.constraint ?? e.constraint_name ?? ''
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * The persona with `values.documento`, inserted when new; when it exists, `merge` says
 * which of the form's values replace the stored ones. Racing inserts of the same documento
 * (two registrations naming the same guardian) meet in ON CONFLICT, not in an error.
 */
async function upsertPersona(
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
const nonEmpty = (values: PersonaValues) => () =>
  Object.fromEntries(
    Object.entries(values).filter(([key, value]) => key !== 'documento' && !isEmpty(value)),
  ) as Partial<PersonaValues>

/** Only what the stored persona lacks: a guardian typed again never overwrites their data. */
const onlyMissing = (values: PersonaValues) => (stored: PersonaRow) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => !isEmpty(value) && isEmpty(stored[key as keyof PersonaRow]),
    ),
  ) as Partial<PersonaValues>

export type AltaRequest = {
  /** The multipart body, read only when the request is not a replay; null when unreadable. */
  readForm: () => Promise<FormData | null>
  /** The administrator who registers the member (owner of the idempotency key). */
  userId: number
  idempotencyKey: string | null
  hoy: Date
}

/**
 * POST /socios/addSocio with its Idempotency-Key (DESIGN.md §7): a key already stored
 * answers what it stored, without reading the body. A conflict may come from the same
 * request delivered twice at once (the twin committed first): if the key is now stored,
 * that answer is the right one.
 */
export async function registrarSocio(deps: AltaDeps, request: AltaRequest): Promise<AltaResult> {
  const { idempotencyKey: key, userId } = request
  const replay = async () => {
    const stored = key ? await findStoredResponse(deps.db, key) : null
    if (!stored) return null
    return stored.userId === userId
      ? ({ kind: 'replay', stored } as const)
      : fail(409, ALTA.claveEnUso)
  }
  const earlier = await replay()
  if (earlier) return earlier
  const form = await request.readForm()
  if (!form) return fail(400, ALTA.datosInvalidos)
  const result = await procesarAlta(deps, { ...request, form })
  if (result.kind === 'fail' && result.status === 409) return (await replay()) ?? result
  return result
}

type AltaDeps = { db: Db; uploadsDir: string }

/**
 * Validates the form with the shared rules, re-encodes the photos, writes them, then every
 * row in one transaction (persona, socio, history, account, guardians, images and the
 * idempotency key). On any failure the written files are deleted, so neither rows nor
 * orphan files remain.
 */
async function procesarAlta(
  { db, uploadsDir }: AltaDeps,
  { form, userId, idempotencyKey, hoy }: Omit<AltaRequest, 'readForm'> & { form: FormData },
): Promise<AltaResult> {
  const leido = leerFormulario(form)
  if (!leido.ok) return leido.result
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
  let reemplazadas: string[] = []
  try {
    const response = await db.transaction(async (tx) => {
      if (idempotencyKey) await claimKey(tx, idempotencyKey, userId)
      const result = await writeAlta(tx, {
        socio,
        tutores,
        passwordHash,
        hoy,
        imagenes: imagenes.map(({ tipo }, i) => ({ tipo, ruta: nombres[i]! })),
      })
      reemplazadas = result.reemplazadas
      if (idempotencyKey) {
        await completeKey(tx, idempotencyKey, 200, {
          success: true,
          message: ALTA.registrado,
          response: result.response,
        })
      }
      return result.response
    })
    await removeImages(uploadsDir, reemplazadas)
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
      .select({ socioId: users.socioId })
      .from(users)
      .where(eq(sql`lower(${users.email})`, socio.email))
    if (cuenta?.socioId != null) return ALTA.emailEnUso
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

  const alta = isoDay(hoy)
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

  if (socio.email) await linkAccount(tx, socio, socioId, passwordHash)

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
  return { response, reemplazadas }
}

/**
 * The member's account: a new one (level 1) with the form's password, or the existing
 * account of that email when it has no member yet (someone who registered online): it is
 * linked and raised to member, its password untouched. An email that already belongs to
 * another member is a conflict.
 */
async function linkAccount(tx: Tx, socio: SocioAlta, socioId: number, passwordHash: string | null) {
  const [cuenta] = await tx
    .select({ id: users.id, socioId: users.socioId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, socio.email))
    .for('update')
  if (cuenta) {
    if (cuenta.socioId !== null) throw new Conflicto(ALTA.emailEnUso)
    await tx
      .update(users)
      .set({ socioId, level: sql`greatest(${users.level}, ${LEVEL.socio})` })
      .where(eq(users.id, cuenta.id))
    return
  }
  await tx.insert(users).values({
    email: socio.email,
    passwordHash,
    level: LEVEL.socio,
    socioId,
    nombre: socio.nombre,
    apellido: socio.apellido,
  })
}
