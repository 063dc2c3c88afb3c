import * as v from 'valibot'
import { diaDelClub } from '../fecha.ts'

/** A cuota's state (docs/product.md#api-cuotas). */
export const ESTADOS_CUOTA = ['pendiente', 'pagada', 'anulada'] as const
export type EstadoCuota = (typeof ESTADOS_CUOTA)[number]

/** How a payment was made: in person (cash, debit, credit in one payment, QR) or remotely. */
export const MEDIOS_PAGO = [
  'efectivo',
  'debito',
  'credito',
  'qr',
  'transferencia',
  'deposito',
] as const
export type MedioPago = (typeof MEDIOS_PAGO)[number]

export const MEDIO_PAGO_NOMBRE: Record<MedioPago, string> = {
  efectivo: 'Efectivo',
  debito: 'Tarjeta de débito',
  credito: 'Tarjeta de crédito (un pago)',
  qr: 'Código QR',
  transferencia: 'Transferencia bancaria',
  deposito: 'Depósito en cuenta',
}

export const PERIODO_INVALIDO = 'El período debe tener el formato AAAA-MM'

/** A month as `YYYY-MM`, from 2000-01 to 2099-12. */
export const periodoSchema = v.pipe(
  v.string(PERIODO_INVALIDO),
  v.regex(/^20\d\d-(0[1-9]|1[0-2])$/, PERIODO_INVALIDO),
)

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

/** '2026-11' → 'noviembre 2026'. */
export function nombrePeriodo(periodo: string): string {
  const [anio, mes] = periodo.split('-')
  return `${MESES[Number(mes) - 1] ?? mes} ${anio}`
}

/** The period of a club calendar day ('2026-11-24' → '2026-11'). */
export const periodoDe = (dia: string): string => dia.slice(0, 7)

/** The club's current period ('2026-11'), by its calendar day. */
export const periodoActual = (instant: Date = new Date()): string => periodoDe(diaDelClub(instant))

/**
 * A period's due date: its `dia` (1–28, so every month has it), as 'YYYY-MM-DD'.
 */
export const vencimientoDe = (periodo: string, dia: number): string =>
  `${periodo}-${String(dia).padStart(2, '0')}`

/**
 * The family discount (docs/product.md#family-discount): by how many of the group's members
 * count for it. ≤ 1 → 0 %, 2 → 5 %, 3 → 10 %, 4 → 15 %, 5 or more → 20 %.
 */
export function porcentajeDescuentoFamiliar(miembros: number): number {
  if (miembros <= 1) return 0
  return Math.min(miembros - 1, 4) * 5
}

/** The discount in centavos of `importe` at `porcentaje`, rounded down to the centavo. */
export const descuentoCentavos = (importe: number, porcentaje: number): number =>
  Math.floor((importe * porcentaje) / 100)

/**
 * Whether a member is up to date (docs/product.md#al-dia): no `pendiente` cuota past its due
 * date. A cuota due today is not late yet. `vencimientos` are the due dates of their pending
 * cuotas; `hoy` the club's calendar day.
 */
export const cuotasVencidas = (vencimientos: readonly string[], hoy: string): number =>
  vencimientos.filter((vencimiento) => vencimiento < hoy).length

/** What the gate says aloud of a member's fees. */
export const estadoCuotaTexto = (vencidas: number): string =>
  vencidas === 0 ? 'Cuota al día' : `Debe ${vencidas} ${vencidas === 1 ? 'cuota' : 'cuotas'}`
