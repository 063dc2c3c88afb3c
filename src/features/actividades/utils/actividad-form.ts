import type { Actividad, ActividadInput } from '@/domain/actividades/actividades-api'
import { parsePesos } from '@/domain/dinero'

/** A schedule's row as the form holds it: what was typed, strings. */
export type HorarioFila = { dia: string; desde: string; hasta: string }

/** The form's values as typed: kept as they are on any error. */
export type ActividadValores = {
  nombre: string
  descripcion: string
  profesor: string
  importe: string
  cupo: string
  edadMin: string
  edadMax: string
  requiereApto: boolean
  activa: boolean
  horarios: HorarioFila[]
}

export const VALORES_VACIOS: ActividadValores = {
  nombre: '',
  descripcion: '',
  profesor: '',
  importe: '',
  cupo: '',
  edadMin: '',
  edadMax: '',
  requiereApto: false,
  activa: true,
  horarios: [],
}

const centavosComoTexto = (centavos: number) =>
  `${Math.floor(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`

/** An activity as its edit form starts. */
export function valoresDe(actividad: Actividad): ActividadValores {
  const texto = (n: number | null) => (n === null ? '' : String(n))
  return {
    nombre: actividad.nombre,
    descripcion: actividad.descripcion ?? '',
    profesor: actividad.profesor ?? '',
    importe: centavosComoTexto(actividad.importeMensual),
    cupo: texto(actividad.cupo),
    edadMin: texto(actividad.edadMin),
    edadMax: texto(actividad.edadMax),
    requiereApto: actividad.requiereApto,
    activa: actividad.activa,
    horarios: actividad.horarios.map((h) => ({ ...h, dia: String(h.dia) })),
  }
}

/** A number typed, null when empty; what is not a number goes on for the schema to name. */
const numeroOpcional = (texto: string) => (texto.trim() === '' ? null : Number(texto))

/**
 * What the form sends: amounts in centavos, empty numbers as null. An amount that is not one
 * is sent as NaN, which the schema refuses with the field's message.
 */
export function entradaDe(valores: ActividadValores): ActividadInput {
  return {
    nombre: valores.nombre,
    descripcion: valores.descripcion,
    profesor: valores.profesor,
    importeMensual: parsePesos(valores.importe) ?? Number.NaN,
    cupo: numeroOpcional(valores.cupo),
    edadMin: numeroOpcional(valores.edadMin),
    edadMax: numeroOpcional(valores.edadMax),
    requiereApto: valores.requiereApto,
    activa: valores.activa,
    horarios: valores.horarios.map((h) => ({ ...h, dia: Number(h.dia) })),
  }
}
