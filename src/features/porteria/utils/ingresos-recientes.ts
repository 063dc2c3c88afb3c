import type { IngresoReciente, RosterRecientes } from '@/domain/porteria/gate-api'
import { INGRESO_RECIENTE_MINUTOS } from '@/domain/configuracion/configuracion'

/**
 * What the tablet remembers of members' latest permitted entries, its own and those the
 * roster shares, with the club's window: offline, it still flags a member who came in through
 * another gate before the Wi-Fi dropped (docs/product.md#gate-verdict).
 */
export type MemoriaIngresos = { minutos: number; porSocio: Record<number, IngresoReciente> }

export const memoriaVacia = (): MemoriaIngresos => ({
  minutos: INGRESO_RECIENTE_MINUTOS,
  porSocio: {},
})

const later = (a: IngresoReciente | undefined, b: IngresoReciente) =>
  !a || Date.parse(b.at) >= Date.parse(a.at)

/** Keeps, per member, the latest entry still within the window of `nowMs`. */
function trim(memoria: MemoriaIngresos, nowMs: number): MemoriaIngresos {
  const porSocio: Record<number, IngresoReciente> = {}
  for (const [id, ingreso] of Object.entries(memoria.porSocio))
    if (nowMs - Date.parse(ingreso.at) < memoria.minutos * 60_000) porSocio[Number(id)] = ingreso
  return { minutos: memoria.minutos, porSocio }
}

/** A permitted entry on this tablet. */
export function anotarIngreso(
  memoria: MemoriaIngresos,
  socioId: number,
  ingreso: IngresoReciente,
  nowMs: number,
): MemoriaIngresos {
  const porSocio = { ...memoria.porSocio }
  if (later(porSocio[socioId], ingreso)) porSocio[socioId] = ingreso
  return trim({ minutos: memoria.minutos, porSocio }, nowMs)
}

/**
 * The roster's recent entries merged in: the latest entry per member wins, wherever it was
 * seen, and the server's window replaces the tablet's. A server that sends none changes
 * nothing but the trimming.
 */
export function mergeRecientes(
  memoria: MemoriaIngresos,
  recientes: RosterRecientes | undefined,
  nowMs: number,
): MemoriaIngresos {
  if (!recientes) return trim(memoria, nowMs)
  const porSocio = { ...memoria.porSocio }
  for (const { socioId, ...ingreso } of recientes.ingresos)
    if (later(porSocio[socioId], ingreso)) porSocio[socioId] = ingreso
  return trim({ minutos: recientes.minutos, porSocio }, nowMs)
}
