import { LIMITES } from '../limites.ts'
import { porcentajeDescuentoFamiliar } from '../cuotas/cuotas.ts'
import { formatCount } from '../plural.ts'
import { normalizeSearch } from '../search.ts'

/** The longest group name the club keeps. */
export const NOMBRE_GRUPO_MAX = LIMITES.grupos.nombre

/**
 * Two names are the same group when this is equal (docs/product.md#grupos-familiares): case,
 * accents and spaces do not count ('Familia Núñez' and ' familia  nunez').
 */
export const claveNombreGrupo = (nombre: string): string => normalizeSearch(nombre)

/** What the rules read of a member. `level` is their account's, 1 when they have none. */
export type MiembroEstado = {
  estado: string
  level: number
  al_dia: boolean
  cuotas_vencidas: number
}

/** Who may join a group: active, level ≥ 1 (and in no group, which the caller checks). */
export const puedeSumarse = (socio: Pick<MiembroEstado, 'estado' | 'level'>): boolean =>
  socio.estado === 'Activo' && socio.level >= 1

/** Who counts for the family discount: active, level ≥ 1 and up to date with their fees. */
export const cuentaParaDescuento = (socio: MiembroEstado): boolean =>
  puedeSumarse(socio) && socio.al_dia

/** Why a member does not count for the discount, in words for the screen; null when they do. */
export function motivoNoHabilitado(socio: MiembroEstado): string | null {
  if (socio.estado !== 'Activo') return `Socio ${socio.estado.toLowerCase()}`
  if (socio.level < 1) return 'Sin acceso de socio'
  if (!socio.al_dia) return `Debe ${formatCount(socio.cuotas_vencidas, 'cuota', 'cuotas')}`
  return null
}

/** The group's discount percent: by how many of its members count (ADR 0030). */
export const descuentoDelGrupo = (miembros: readonly MiembroEstado[]): number =>
  porcentajeDescuentoFamiliar(miembros.filter(cuentaParaDescuento).length)

/** The product's texts of the groups' confirmations (docs/product.md#grupos-familiares). */
export const CONFIRMAR = {
  eliminar:
    'Estás seguro de que quieres eliminar este grupo familiar? Los socios quedarán sin grupo asignado.',
  quitar: '¿Quitar este socio del grupo familiar?',
  seEliminara: 'El grupo se eliminará automáticamente porque queda solo un miembro o ninguno.',
} as const

/** The server's answers (docs/product.md#api-grupos). */
export const GRUPO_MENSAJE = {
  nombreRequerido: 'El nombre del grupo es requerido',
  nombreLargo: `El nombre del grupo puede tener hasta ${NOMBRE_GRUPO_MAX} caracteres`,
  nombreRepetido: (nombre: string) => `Ya existe un grupo llamado “${nombre}”`,
  noExiste: 'Grupo familiar no encontrado',
  idInvalido: 'Número de grupo inválido',
  socioInvalido: 'Número de socio inválido',
  socioNoExiste: 'Socio no encontrado',
  socioNoActivo: (estado: string) =>
    `El socio está ${estado.toLowerCase()}: solo un socio activo puede sumarse a un grupo`,
  socioSinNivel: 'El socio no tiene acceso de socio: no puede sumarse a un grupo',
  socioEnOtroGrupo: (nombre: string) => `El socio ya pertenece al grupo “${nombre}”`,
  socioEnEsteGrupo: 'El socio ya pertenece a este grupo',
  noEsMiembro: 'El socio no pertenece a este grupo',
  creado: 'Grupo creado',
  renombrado: 'Nombre del grupo actualizado',
  eliminado: 'Grupo eliminado',
  agregado: 'Socio agregado al grupo',
  quitado: 'Socio quitado del grupo',
  eliminadoAlQuitar: 'Socio quitado: el grupo se eliminó porque quedaba un miembro o ninguno',
} as const
