/** The screens a broadcast may open, as 'Al tocarla abre' lists them. */
export const PANTALLAS_PUSH = [
  ['/', 'Inicio'],
  ['/cuenta/micuenta', 'Mi Cuenta'],
  ['/cuenta/carnet', 'Carnet Digital'],
  ['/cuenta/cuotas', 'Estado de Cuotas'],
  ['/beneficios/beneficios', 'Beneficios'],
  ['/socios/preguntas', 'Preguntas frecuentes'],
] as const

export const PANTALLA_PUSH_INICIAL = '/cuenta/micuenta'

/** A screen's name; an address not in the list reads as it is. */
export const nombrePantalla = (ruta: string) =>
  PANTALLAS_PUSH.find(([r]) => r === ruta)?.[1] ?? ruta

/** A broadcast's audience as the log shows it: 'Todos', 'Socios activos', 'Grupo #12'. */
export function destinatariosTexto(audience: string): string {
  if (audience === 'todos') return 'Todos'
  if (audience === 'activos') return 'Socios activos'
  const [tipo, id] = audience.split(':')
  return tipo === 'grupo' ? `Grupo #${id}` : tipo === 'socio' ? `Socio #${id}` : audience
}
