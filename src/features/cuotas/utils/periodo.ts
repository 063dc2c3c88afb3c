import { nombrePeriodo } from '@/domain/cuotas/cuotas'

/** A period as a heading starts: '2026-11' → 'Noviembre 2026'. */
export function tituloPeriodo(periodo: string): string {
  const nombre = nombrePeriodo(periodo)
  return nombre.charAt(0).toLocaleUpperCase('es-AR') + nombre.slice(1)
}
