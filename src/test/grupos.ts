import type { Grupo, MiembroGrupo } from '@/domain/grupos/grupos-api'

/** A member for the components' tests: active, level 1 and up to date unless told. */
export const miembro = (
  id: number,
  apellido: string,
  cambios: Partial<MiembroGrupo> = {},
): MiembroGrupo => ({
  id,
  nombre: 'Ana',
  apellido,
  documento: `30${String(id).padStart(6, '0')}`,
  estado: 'Activo',
  level: 1,
  al_dia: true,
  cuotas_vencidas: 0,
  habilitado: true,
  ...cambios,
})

export const grupo = (miembros: MiembroGrupo[], cambios: Partial<Grupo> = {}): Grupo => ({
  id: 7,
  nombre: 'Familia González',
  miembros,
  habilitados: miembros.filter((m) => m.habilitado).length,
  descuento: 0,
  ...cambios,
})
