import { IMAGE_BOUNDS, type ImageBounds } from '../../lib/uploads/images.ts'

/** The answers of POST /socios/addSocio (docs/product.md#api-alta). */
export const ALTA = {
  registrado: 'Socio registrado exitosamente',
  datosInvalidos: 'Datos del socio inválidos',
  responsablesInvalidos: 'Datos de los responsables inválidos',
  archivoDesconocido:
    'Archivo no reconocido: se esperan fotoSocio.jpg, documentoFrente.jpg y documentoDorso.jpg',
  archivoRepetido: 'Cada foto se envía una sola vez',
  // Which photo: the desk may have chosen three, and the form keeps them all.
  archivoGrande: (foto: string) => `${foto}: el archivo debe ser menor a 10MB`,
  imagenInvalida: (foto: string) => `${foto}: por favor selecciona un archivo de imagen válido`,
  yaRegistrado: 'Socio ya registrado',
  emailEnUso: 'Ya existe una cuenta con ese email',
  cuentaReemplazada:
    'Había una cuenta sin verificar con ese email: se reemplazó por la cuenta del socio, que ingresa con la contraseña cargada acá.',
  claveEnUso: 'Clave de idempotencia en uso',
  responsableRepetido: (n: number) =>
    `El responsable ${n} tiene el mismo documento que otro responsable`,
} as const

/** The photos of the form, told apart by their file name (docs/product.md#api-alta). */
export const ARCHIVOS = {
  'fotoSocio.jpg': {
    campo: 'fotoSocio',
    tipo: 'principal',
    bounds: IMAGE_BOUNDS.foto,
    etiqueta: 'Foto del socio',
  },
  'documentoFrente.jpg': {
    campo: 'documentoFrente',
    tipo: 'documentoFrente',
    bounds: IMAGE_BOUNDS.documento,
    etiqueta: 'Frente del documento',
  },
  'documentoDorso.jpg': {
    campo: 'documentoDorso',
    tipo: 'documentoDorso',
    bounds: IMAGE_BOUNDS.documento,
    etiqueta: 'Dorso del documento',
  },
} as const satisfies Record<
  string,
  { campo: string; tipo: string; bounds: ImageBounds; etiqueta: string }
>
type NombreArchivo = keyof typeof ARCHIVOS
export type Campo = (typeof ARCHIVOS)[NombreArchivo]['campo']

export type Formulario = {
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

/**
 * The multipart parts (docs/product.md#api-alta): `socio`, `responsables`, and the photos
 * in `archivos`.
 */
export function leerFormulario(
  form: FormData,
): { ok: true; value: Formulario } | { ok: false; message: string } {
  const socio = textFields(parseJson(form.get('socio')))
  if (!socio) return { ok: false, message: ALTA.datosInvalidos }

  let lista: Record<string, string>[] | undefined
  if (form.has('responsables')) {
    const raw = parseJson(form.get('responsables'))
    const rows = Array.isArray(raw) ? raw.map(textFields) : null
    if (!rows || rows.some((row) => row === null))
      return { ok: false, message: ALTA.responsablesInvalidos }
    lista = rows as Record<string, string>[]
  }

  const archivos: Formulario['archivos'] = {}
  for (const [name, value] of form.entries()) {
    const isFile = typeof value !== 'string'
    if (name !== 'archivos' && !isFile) continue
    if (!isFile || name !== 'archivos' || !Object.hasOwn(ARCHIVOS, value.name))
      return { ok: false, message: ALTA.archivoDesconocido }
    const { campo } = ARCHIVOS[value.name as NombreArchivo]
    if (archivos[campo]) return { ok: false, message: ALTA.archivoRepetido }
    // An empty part is a photo not taken: the rules below say which one is missing.
    if (value.size > 0) archivos[campo] = value
  }
  return { ok: true, value: { socio, responsables: lista, archivos } }
}
