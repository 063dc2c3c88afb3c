/**
 * 'Ingresos de hoy' as the tablet knows it (docs/product.md#gate-kiosk): the server's count
 * of the club's day when it last answered, plus this tablet's entries of that day the count
 * does not include yet (queued, or delivered after it). Kept on the tablet, so a reload
 * offline keeps the number.
 */
export type IngresosHoy = {
  /** The club's day ('YYYY-MM-DD') the numbers are about. */
  dia: string
  /** GET /gate/stats' `hoy` for that day; null while the server has not said. */
  servidor: number | null
  /** Check-in keys of this tablet's permitted entries that `servidor` does not count. */
  sinContar: string[]
}

export const ingresosDelDia = (dia: string): IngresosHoy => ({ dia, servidor: null, sinContar: [] })

/** The same day's memory, or a fresh one when the club's day changed (midnight resets). */
const delDia = (memoria: IngresosHoy | undefined, dia: string) =>
  memoria?.dia === dia ? memoria : ingresosDelDia(dia)

/** A permitted entry of this tablet, by its check-in key (once, however often it is told). */
export function anotarIngresoHoy(
  memoria: IngresosHoy | undefined,
  dia: string,
  key: string,
): IngresosHoy {
  const actual = delDia(memoria, dia)
  if (actual.sinContar.includes(key)) return actual
  return { ...actual, sinContar: [...actual.sinContar, key] }
}

/**
 * The server's count, asked for after `entregadas` (this tablet's keys the server had
 * already taken when the question left) reached it: those are in the count now; the rest,
 * still queued or recorded meanwhile, stay added on top.
 */
export function conConteoDelServidor(
  memoria: IngresosHoy | undefined,
  dia: string,
  servidor: number,
  entregadas: readonly string[],
): IngresosHoy {
  const actual = delDia(memoria, dia)
  const contadas = new Set(entregadas)
  return { dia, servidor, sinContar: actual.sinContar.filter((key) => !contadas.has(key)) }
}

/** What the kiosk shows for `dia`: 0 for another day's memory. */
export function totalIngresosHoy(memoria: IngresosHoy | undefined, dia: string): number {
  if (!memoria || memoria.dia !== dia) return 0
  return (memoria.servidor ?? 0) + memoria.sinContar.length
}
