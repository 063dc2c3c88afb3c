import { LIMITES } from '../limites.ts'

export const NOMBRE_ACTIVIDAD_MAX = LIMITES.actividades.nombre
export const DESCRIPCION_ACTIVIDAD_MAX = LIMITES.actividades.descripcion
export const PROFESOR_ACTIVIDAD_MAX = LIMITES.actividades.profesor
/** The oldest age a range may name; a member's age past it is not a real bound. */
export const EDAD_MAXIMA = 120
/** A week of classes, twice a day, is the most a schedule needs. */
export const HORARIOS_MAX = 14

/** Monday first, as Argentina's calendars: `dia` 1–7 of a schedule. */
export const DIAS = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const

export type Horario = { dia: number; desde: string; hasta: string }

/** 'Lunes y miércoles 18:00–19:30, sábado 10:00–11:00': the schedule in one line. */
export function describirHorarios(horarios: readonly Horario[]): string {
  const porFranja = new Map<string, number[]>()
  for (const h of [...horarios].sort((a, b) => a.dia - b.dia || a.desde.localeCompare(b.desde))) {
    const franja = `${h.desde}–${h.hasta}`
    porFranja.set(franja, [...(porFranja.get(franja) ?? []), h.dia])
  }
  const partes = [...porFranja].map(([franja, dias]) => {
    const nombres = dias.map((d) => DIAS[d - 1]!.toLowerCase())
    const lista =
      nombres.length === 1 ? nombres[0]! : `${nombres.slice(0, -1).join(', ')} y ${nombres.at(-1)}`
    return `${lista} ${franja}`
  })
  const texto = partes.join(', ')
  return texto.charAt(0).toUpperCase() + texto.slice(1)
}

/** 'De 6 a 12 años', 'Desde 18 años', 'Hasta 12 años', or null for everyone. */
export function describirEdades(edadMin: number | null, edadMax: number | null): string | null {
  if (edadMin !== null && edadMax !== null) return `De ${edadMin} a ${edadMax} años`
  if (edadMin !== null) return `Desde ${edadMin} años`
  if (edadMax !== null) return `Hasta ${edadMax} años`
  return null
}

/** Whether a member of `edad` may enrol; a range the activity does not set lets anyone in. */
export const edadPermitida = (edad: number, edadMin: number | null, edadMax: number | null) =>
  (edadMin === null || edad >= edadMin) && (edadMax === null || edad <= edadMax)

/** The server's answers (docs/product.md#actividades). */
export const ACTIVIDAD_MENSAJE = {
  creada: 'Actividad creada',
  guardada: 'Actividad guardada',
  inscripto: 'Socio inscripto',
  baja: 'Inscripción terminada',
  nombreRequerido: 'El nombre de la actividad es requerido',
  nombreLargo: `El nombre puede tener hasta ${NOMBRE_ACTIVIDAD_MAX} caracteres`,
  nombreRepetido: (nombre: string) => `Ya existe una actividad llamada “${nombre}”`,
  descripcionLarga: `La descripción puede tener hasta ${DESCRIPCION_ACTIVIDAD_MAX} caracteres`,
  profesorLargo: `El nombre del profesor puede tener hasta ${PROFESOR_ACTIVIDAD_MAX} caracteres`,
  importe: 'El importe mensual debe ser un monto en pesos, de 0 a $ 10.000.000',
  cupo: 'El cupo debe ser un número entero mayor que 0',
  edad: `La edad debe ser un número entero de 0 a ${EDAD_MAXIMA}`,
  edades: 'La edad mínima no puede ser mayor que la máxima',
  horarios: `Puede haber hasta ${HORARIOS_MAX} horarios`,
  dia: 'El día debe ser de 1 (lunes) a 7 (domingo)',
  hora: 'La hora debe tener el formato HH:MM',
  franja: 'La hora de fin debe ser posterior a la de inicio',
  requiereApto: 'Indique si la actividad requiere apto médico',
  activa: 'Indique si la actividad está activa',
  sinCambios: 'No hay cambios para guardar',
  idInvalido: 'Número de actividad inválido',
  noExiste: 'Actividad no encontrada',
  socioInvalido: 'Número de socio inválido',
  socioNoExiste: 'Socio no encontrado',
  archivada: (nombre: string) => `${nombre} está archivada: no admite inscripciones`,
  socioNoActivo: (estado: string) =>
    `Solo un socio activo puede inscribirse (este socio está ${estado.toLowerCase()})`,
  yaInscripto: (nombre: string) => `El socio ya está inscripto en ${nombre}`,
  noInscripto: (nombre: string) => `El socio no está inscripto en ${nombre}`,
  sinCupo: (nombre: string) => `No queda cupo en ${nombre}`,
  sinNacimiento: (nombre: string) =>
    `${nombre} tiene límite de edad y el socio no tiene fecha de nacimiento`,
  fueraDeEdad: (nombre: string, rango: string, edad: number) =>
    `${nombre}: ${rango.charAt(0).toLowerCase()}${rango.slice(1)} (el socio tiene ${edad})`,
} as const
