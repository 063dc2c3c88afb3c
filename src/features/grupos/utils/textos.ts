import { CONFIRMAR } from '@/domain/grupos/grupos'
import { formatCount } from '@/domain/plural'

/** How many members a group's card lists before '+N más...'. */
export const MIEMBROS_EN_TARJETA = 3

export const nombreSocio = (socio: { apellido: string; nombre: string }) =>
  `${socio.apellido}, ${socio.nombre}`

/** 'N miembros activos': the members who count for the discount. */
export const miembrosActivos = (habilitados: number) =>
  formatCount(habilitados, 'miembro activo', 'miembros activos')

export const porcentaje = (descuento: number) => `${descuento}%`

/** Whether removing one member of `total` leaves one or none, so the group goes too. */
export const seEliminaAlQuitar = (total: number) => total <= 2

/**
 * The question before 'Quitar' a member of a group of `total` (docs/product.md#grupos-familiares),
 * warning when the group will go with them.
 */
export const preguntaQuitar = (nombre: string, total: number) => ({
  title: `Quitar a ${nombre}`,
  message: seEliminaAlQuitar(total)
    ? `${CONFIRMAR.quitar} ${CONFIRMAR.seEliminara}`
    : CONFIRMAR.quitar,
  confirm: 'Quitar',
  cancel: 'Cancelar',
})

export const preguntaEliminar = {
  title: 'Eliminar grupo',
  message: CONFIRMAR.eliminar,
  confirm: 'Eliminar',
  cancel: 'Cancelar',
}
