import type { Accion } from '@/domain/auditoria/auditoria'
import type { AuditoriaEntrada } from '@/domain/auditoria/auditoria-api'
import { MEDIO_PAGO_NOMBRE, nombrePeriodo, type MedioPago } from '@/domain/cuotas/cuotas'
import { formatPesos } from '@/domain/dinero'
import { formatCount } from '@/domain/plural'
import { destinatariosTexto } from '@/domain/push/push-envio-textos'

type Detalle = AuditoriaEntrada['detalle']
type Parte = string | null | undefined
/** What one kind of entry says, piece by piece; a piece it cannot read is left out. */
type Formato = (detalle: Detalle, socio: string | null) => Parte[]

const texto = (d: Detalle, key: string) => {
  const value = d[key]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}
const numero = (d: Detalle, key: string) => {
  const value = d[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
const lista = (d: Detalle, key: string) => {
  const value = d[key]
  return Array.isArray(value) ? value.filter((item) => item !== null) : []
}
const periodo = (d: Detalle) => {
  const value = texto(d, 'periodo')
  return value && /^\d{4}-\d{2}$/.test(value) ? nombrePeriodo(value) : null
}
const entre = (value: string | null) => (value ? `«${value}»` : null)

/** The member: their name when the entry carries it ('Pérez, Ana (Socio #31)'), else the number. */
function socioDe(entrada: AuditoriaEntrada): string | null {
  const id = numero(entrada.detalle, 'socio') ?? numero(entrada.detalle, 'socioId')
  if (entrada.socio) return `${entrada.socio.nombre} (Socio #${entrada.socio.id})`
  return id === null ? null : `Socio #${id}`
}

/** A field's name as the screens call it; an unknown one, its words ('nombreCorto' → 'nombre corto'). */
const CAMPO: Record<string, string> = {
  documento: 'documento',
  ofIdentidad: 'oficina de identificación',
  tramite: 'número de trámite',
  emision: 'fecha de emisión',
  nacimiento: 'fecha de nacimiento',
  telefono: 'teléfono',
  fotoSocio: 'foto',
  documentoFrente: 'frente del documento',
  documentoDorso: 'dorso del documento',
  nombreCorto: 'nombre corto',
  descripcion: 'descripción',
  horarioSecretaria: 'horario de secretaría',
  direccion: 'dirección',
  pagos: 'medios de pago',
  hero: 'imágenes de portada',
  sponsors: 'auspiciantes',
  ingresoRecienteMinutos: 'aviso de ingreso reciente',
  vigenciaSocio: 'vigencia del carnet',
  categorias: 'categorías',
  diaVencimiento: 'día de vencimiento',
  denegarConCuotasVencidas: 'cuotas vencidas en portería',
  importeMensual: 'importe mensual',
  edadMin: 'edad mínima',
  edadMax: 'edad máxima',
  requiereApto: 'apto médico',
  activa: 'activa o archivada',
}
const campo = (name: string) =>
  CAMPO[name] ??
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase()
const campos = (d: Detalle) => {
  const names = lista(d, 'campos').map((name) => campo(String(name)))
  return names.length > 0 ? `Cambió: ${names.join(', ')}` : null
}

const METODO: Record<string, string> = {
  contraseña: 'Con contraseña',
  google: 'Con Google',
  cambio: 'Desde su cuenta',
  enlace: 'Con un enlace para nueva contraseña',
}
const NIVEL: Record<number, string> = { 0: 'registrado', 1: 'socio', 3: 'administrador' }
const nivel = (value: number | null) =>
  value === null ? 'sin cuenta' : (NIVEL[value] ?? `nivel ${value}`)

const grupo = (d: Detalle) => (texto(d, 'nombre') ? `Grupo ${entre(texto(d, 'nombre'))}` : null)
const actividad = (d: Detalle) =>
  texto(d, 'nombre') ? `Actividad ${entre(texto(d, 'nombre'))}` : null
const dispositivo = (d: Detalle) =>
  texto(d, 'nombre') ? `Dispositivo ${entre(texto(d, 'nombre'))}` : null

const FORMATOS: Record<Accion, Formato> = {
  ingreso: (d) => [METODO[texto(d, 'metodo') ?? '']],
  'ingreso-fallido': (d) => [METODO[texto(d, 'metodo') ?? '']],
  'clave-cambiada': (d) => [METODO[texto(d, 'metodo') ?? '']],
  'enlace-clave-creado': (_, socio) => [socio],
  'sesiones-cerradas': () => [],
  'nivel-cambiado': (d, socio) => [
    texto(d, 'email') ? `Cuenta ${texto(d, 'email')}` : null,
    numero(d, 'a') !== null ? `De ${nivel(numero(d, 'de'))} a ${nivel(numero(d, 'a'))}` : null,
    socio,
  ],
  'socio-editado': (d, socio) => [
    socio,
    campos(d),
    texto(d, 'motivo') && `Motivo: ${texto(d, 'motivo')}`,
  ],
  'socios-exportados': (d) => [
    texto(d, 'search')
      ? `Búsqueda ${entre(texto(d, 'search'))}`
      : texto(d, 'actividad')
        ? null
        : 'Todo el padrón',
    texto(d, 'actividad') && `Actividad ${entre(texto(d, 'actividad'))}`,
    texto(d, 'estado') && `Estado: ${texto(d, 'estado')}`,
  ],
  'busqueda-dni': (_, socio) => [socio ?? 'Sin resultado'],
  'clave-qr-rotada': (d) => [
    texto(d, 'kid') ? 'Nueva clave para firmar los carnets' : null,
    texto(d, 'retirada') || lista(d, 'retiradas').length > 0
      ? 'Se retiró una clave anterior'
      : null,
  ],
  pago: (d, socio) => {
    const periodos = lista(d, 'periodos')
      .map(String)
      .filter((p) => /^\d{4}-\d{2}$/.test(p))
    const cuotas = lista(d, 'cuotas').length
    const medio = texto(d, 'medio') as MedioPago | null
    return [
      numero(d, 'pago') !== null ? `Recibo N° ${String(numero(d, 'pago')).padStart(6, '0')}` : null,
      socio,
      numero(d, 'importe') !== null ? `Importe ${formatPesos(numero(d, 'importe')!)}` : null,
      medio && MEDIO_PAGO_NOMBRE[medio] ? MEDIO_PAGO_NOMBRE[medio] : null,
      periodos.length > 0
        ? `${periodos.length === 1 ? 'Cuota' : 'Cuotas'} ${periodos.map(nombrePeriodo).join(', ')}`
        : cuotas > 0
          ? formatCount(cuotas, 'cuota', 'cuotas')
          : null,
    ]
  },
  'cuota-anulada': (d, socio) => [
    periodo(d) && `Cuota ${periodo(d)}`,
    socio,
    texto(d, 'motivo') && `Motivo: ${texto(d, 'motivo')}`,
  ],
  'cuotas-generadas': (d) => [
    periodo(d) && `Período ${periodo(d)}`,
    numero(d, 'creadas') !== null
      ? `${formatCount(numero(d, 'creadas')!, 'cuota creada', 'cuotas creadas')}`
      : null,
  ],
  configuracion: (d) => [campos(d)],
  'grupo-creado': (d) => [grupo(d)],
  'grupo-renombrado': (d) => [
    grupo(d),
    texto(d, 'anterior') && `Antes ${entre(texto(d, 'anterior'))}`,
  ],
  'grupo-eliminado': (d) => [
    grupo(d),
    lista(d, 'miembros').length > 0
      ? `${formatCount(lista(d, 'miembros').length, 'socio quedó', 'socios quedaron')} sin grupo`
      : null,
    texto(d, 'motivo') && `Motivo: ${texto(d, 'motivo')}`,
  ],
  'grupo-miembro-agregado': (d, socio) => [grupo(d), socio],
  'grupo-miembro-quitado': (d, socio) => [
    grupo(d),
    socio,
    d.grupoEliminado === true ? 'El grupo se eliminó' : null,
  ],
  'push-enviado': (d) => [
    entre(texto(d, 'title')),
    texto(d, 'audience') && `Para: ${destinatariosTexto(texto(d, 'audience')!)}`,
    numero(d, 'enviados') !== null
      ? `Enviadas ${numero(d, 'enviados')}, fallidas ${numero(d, 'fallidos') ?? 0}`
      : null,
  ],
  'dispositivo-registrado': (d, socio) => [dispositivo(d), socio],
  'dispositivo-quitado': (d, socio) => [dispositivo(d), socio],
  'actividad-creada': (d) => [actividad(d)],
  'actividad-editada': (d) => [
    actividad(d),
    campos(d),
    lista(d, 'inscripcionesTerminadas').length > 0
      ? `Archivada: ${formatCount(lista(d, 'inscripcionesTerminadas').length, 'inscripción terminada', 'inscripciones terminadas')}`
      : null,
  ],
  'inscripcion-alta': (d, socio) => [actividad(d), socio],
  'inscripcion-baja': (d, socio) => [actividad(d), socio],
}

/** An entry of a kind this screen does not know: only the member, never the raw keys. */
const generico: Formato = (_, socio) => [socio]

/**
 * 'Detalle' as a secretary reads it (docs/product.md#registro-de-actividad): one formatter per
 * kind of entry; internal ids, keys and algorithms are never shown.
 */
export function detalleTexto(entrada: AuditoriaEntrada): string {
  const formato = FORMATOS[entrada.accion] ?? generico
  const partes = formato(entrada.detalle, socioDe(entrada)).filter((parte): parte is string =>
    Boolean(parte),
  )
  return partes.length > 0 ? partes.join(' · ') : '—'
}
