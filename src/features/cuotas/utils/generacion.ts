import { formatNumber } from '@/lib/format'

/** What a generation did (docs/product.md#admin-cuotas). */
export const resultadoGeneracion = (creadas: number): string =>
  creadas === 0
    ? 'No había cuotas nuevas para generar'
    : creadas === 1
      ? 'Se generó 1 cuota'
      : `Se generaron ${formatNumber(creadas)} cuotas`

/**
 * Active members the generation left out: their categoría is not one of the club's, so it
 * has no amount (docs/product.md#api-cuotas).
 */
export const avisoSinCategoria = (sinCategoria: number): string | null =>
  sinCategoria === 0
    ? null
    : sinCategoria === 1
      ? '1 socio activo quedó sin cuota: su categoría no es una de las del club.'
      : `${formatNumber(sinCategoria)} socios activos quedaron sin cuota: su categoría no es una de las del club.`
