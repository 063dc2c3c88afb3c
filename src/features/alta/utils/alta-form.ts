import {
  CUIT_POR_DEFECTO,
  esMenorDeEdad,
  NACIONALIDAD_POR_DEFECTO,
  problemasAlta,
  WHATSAPP_PREFIJO,
  type AltaSocioInput,
} from '@/domain/alta/alta-socio'
import { sexoDeDni, type DniData } from '@/domain/alta/dni'
import type { PersonaLookup } from '@/domain/socios/socios-api'
import type { Paso } from './alta-url'

export type SocioForm = {
  documento: string
  nombre: string
  apellido: string
  apodo: string
  nacimiento: string
  sexo: string
  nacionalidad: string
  domicilio: string
  email: string
  whatsapp: string
  cuit: string
  password: string
  tramite: string
  ejemplar: string
  emision: string
  ofIdentidad: string
  /** One of the club's categories; empty, the default for the member's age. */
  categoria: string
}

export type ResponsableForm = {
  /** Identifies the row while it is edited (a lookup may answer after a row is removed). */
  clave: string
  documento: string
  nombre: string
  apellido: string
  nacimiento: string
  sexo: string
  nacionalidad: string
  email: string
  telefono: string
  domicilio: string
  parentesco: string
}

export const FOTOS = ['fotoSocio', 'documentoFrente', 'documentoDorso'] as const
export type FotoTipo = (typeof FOTOS)[number]
export type Fotos = Partial<Record<FotoTipo, Blob>>

export type AltaForm = { socio: SocioForm; responsables: ResponsableForm[]; fotos: Fotos }

/** The toast once a photo is kept (docs/product.md#member-registration). */
export const FOTO_CAPTURADA: Record<FotoTipo, string> = {
  fotoSocio: 'Foto del socio capturada',
  documentoFrente: 'Foto de documento frontal capturada',
  documentoDorso: 'Foto de documento dorso capturada',
}

export const socioVacio = (): SocioForm => ({
  documento: '',
  nombre: '',
  apellido: '',
  apodo: '',
  nacimiento: '',
  sexo: '',
  nacionalidad: NACIONALIDAD_POR_DEFECTO,
  domicilio: '',
  email: '',
  whatsapp: WHATSAPP_PREFIJO,
  cuit: CUIT_POR_DEFECTO,
  password: '',
  tramite: '',
  ejemplar: '',
  emision: '',
  ofIdentidad: '',
  categoria: '',
})

export const responsableVacio = (): ResponsableForm => ({
  clave: crypto.randomUUID(),
  documento: '',
  nombre: '',
  apellido: '',
  nacimiento: '',
  sexo: '',
  nacionalidad: NACIONALIDAD_POR_DEFECTO,
  email: '',
  telefono: '',
  domicilio: '',
  parentesco: '',
})

export const altaVacia = (): AltaForm => ({ socio: socioVacio(), responsables: [], fotos: {} })

export type { Paso }

export const TITULO_PASO: Record<Paso, string> = {
  datos: 'Datos Personales',
  documentacion: 'Documentación',
  responsables: 'Responsables',
  contacto: 'Contacto',
}

/** The wizard's steps (docs/product.md#steps): Responsables only for a minor. */
export const pasosPara = (nacimiento: string): Paso[] =>
  esMenorDeEdad(nacimiento)
    ? ['datos', 'documentacion', 'responsables', 'contacto']
    : ['datos', 'documentacion', 'contacto']

/** The fields each step asks for, as the shared rules name them (`problemasAlta`). */
const CAMPOS_DEL_PASO: Record<Exclude<Paso, 'responsables'>, readonly string[]> = {
  datos: [
    'socio.documento',
    'socio.nombre',
    'socio.apellido',
    'socio.apodo',
    'socio.nacimiento',
    'socio.sexo',
    'socio.nacionalidad',
    'socio.categoria',
    'fotoSocio',
  ],
  documentacion: [
    'socio.tramite',
    'socio.ejemplar',
    'socio.emision',
    'socio.ofIdentidad',
    'documentoFrente',
    'documentoDorso',
  ],
  contacto: ['socio.email', 'socio.whatsapp', 'socio.domicilio', 'socio.password'],
}

/**
 * The step a rule's field is asked on: the rules about guardians, and those of the whole
 * form, are the guardians' step's. The CUIT is on no step (it comes only from the scan):
 * its rule shows in the last step's list alone.
 */
function pasoDelCampo(campo: string): Paso | null {
  if (campo === '' || campo.startsWith('responsables')) return 'responsables'
  const paso = (['datos', 'documentacion', 'contacto'] as const).find((p) =>
    CAMPOS_DEL_PASO[p].includes(campo),
  )
  return paso ?? null
}

/**
 * The unmet rules of one step (docs/product.md#steps), the first of each field, keyed as the
 * shared rules name the field ('socio.nombre', 'fotoSocio', 'responsables.0.documento';
 * '' for a rule of the whole step), in the product's order.
 */
export function erroresDelPaso(form: AltaForm, paso: Paso, hoy = new Date()) {
  const errores: Record<string, string> = {}
  for (const { campo, message } of problemasAlta(toAltaInput(form), hoy)) {
    if (pasoDelCampo(campo) === paso && !(campo in errores)) errores[campo] = message
  }
  return errores
}

/** The errors under `prefix` ('socio.', 'responsables.0.'), keyed by the rest of the name. */
export const erroresDe = (errores: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errores)
      .filter(([campo]) => campo.startsWith(prefix))
      .map(([campo, message]) => [campo.slice(prefix.length), message]),
  )

/** A WhatsApp left at the bare area-code default means none was given. */
const whatsappEnviado = (whatsapp: string) =>
  whatsapp.replace(/\D/g, '') === WHATSAPP_PREFIJO ? '' : whatsapp

/** What the shared schema validates: the form plus whether each photo is attached. */
export function toAltaInput(form: AltaForm): AltaSocioInput {
  const menor = esMenorDeEdad(form.socio.nacimiento)
  return {
    socio: { ...form.socio, whatsapp: whatsappEnviado(form.socio.whatsapp) },
    responsables: menor ? form.responsables.map(({ clave: _clave, ...datos }) => datos) : [],
    fotoSocio: Boolean(form.fotos.fotoSocio),
    documentoFrente: Boolean(form.fotos.documentoFrente),
  }
}

/** The multipart parts of POST /socios/addSocio (docs/product.md#api-alta). */
export function toMultipart(form: AltaForm) {
  const input = toAltaInput(form)
  const fields: Record<string, string> = { socio: JSON.stringify(input.socio) }
  if (input.responsables?.length) {
    fields.responsables = JSON.stringify(input.responsables)
    fields.esMenorDeEdad = 'true'
  }
  const files = FOTOS.flatMap((tipo) => {
    const blob = form.fotos[tipo]
    return blob ? [{ field: 'archivos', name: `${tipo}.jpg`, blob }] : []
  })
  return { fields, files }
}

/**
 * Back from the multipart parts, to fix a registration the server refused: the password
 * is not brought back (it is typed again, as in a draft); a part that is not the form's
 * is ignored.
 */
export function fromMultipart(
  fields: Record<string, string>,
  files: readonly { name: string; blob: Blob }[],
): AltaForm {
  const empty = altaVacia()
  const socio = { ...empty.socio, ...(JSON.parse(fields.socio ?? '{}') as Partial<SocioForm>) }
  const responsables = JSON.parse(fields.responsables ?? '[]') as Partial<ResponsableForm>[]
  const fotos: Fotos = {}
  for (const file of files) {
    const tipo = FOTOS.find((foto) => file.name === `${foto}.jpg`)
    if (tipo) fotos[tipo] = file.blob
  }
  return {
    socio: { ...socio, password: '', whatsapp: socio.whatsapp || WHATSAPP_PREFIJO },
    responsables: responsables.map((row) => ({ ...responsableVacio(), ...row })),
    fotos,
  }
}

/** The scanned card fills the identity fields; what the person typed elsewhere stays. */
export function applyDni(socio: SocioForm, dni: DniData): SocioForm {
  return {
    ...socio,
    documento: dni.documento,
    nombre: dni.nombre,
    apellido: dni.apellido,
    sexo: sexoDeDni(dni.sexo),
    nacimiento: dni.nacimiento,
    tramite: dni.tramite,
    ejemplar: dni.ejemplar,
    emision: dni.emision,
    cuit: dni.cuit ?? socio.cuit,
    nacionalidad: dni.nacionalidad ?? socio.nacionalidad,
    ofIdentidad: dni.ofIdentidad ?? socio.ofIdentidad,
  }
}

/** A found person fills only the fields still empty: nothing typed is overwritten. */
export function applyPersona<T extends SocioForm | ResponsableForm>(
  form: T,
  persona: PersonaLookup,
): T {
  const found: Record<string, string | null> = {
    nombre: persona.nombre,
    apellido: persona.apellido,
    nacimiento: persona.nacimiento,
    sexo: persona.sexo,
    email: persona.email,
    domicilio: persona.domicilio,
    ...('whatsapp' in form ? { whatsapp: persona.whatsapp } : { telefono: persona.whatsapp }),
  }
  const next: Record<string, string> = { ...form }
  for (const [field, value] of Object.entries(found)) {
    const current = next[field] ?? ''
    const isDefault = field === 'whatsapp' && current === WHATSAPP_PREFIJO
    if (value && (current === '' || isDefault)) next[field] = value
  }
  return next as T
}
