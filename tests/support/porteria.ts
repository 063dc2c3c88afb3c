/**
 * Every field the gate's answers give a gatekeeper for a member found by DNI (ADR 0021): a
 * scanned code's answer adds `ingresoReciente`. Nothing else of the member reaches the door.
 */
export const CAMPOS_PARA_PORTERIA = [
  'activo',
  'alDia',
  'apellido',
  'apodo',
  'categoria',
  'cuotaImpaga',
  'cuotasVencidas',
  'estado',
  'foto',
  'id',
  'nombre',
  'vencimiento',
]
