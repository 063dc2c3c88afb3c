import { numeroRecibo, type Cuota, type Recibo } from '@/domain/cuotas/cuotas-api'

/** Julián Ferreyra's cuota of a period as the API lists it: pending unless `cambios` says. */
export const cuotaDePrueba = (
  id: number,
  periodo: string,
  cambios: Partial<Cuota> = {},
): Cuota => ({
  id,
  socio_id: 7,
  periodo,
  categoria: 'Activo',
  importe: 1_500_000,
  descuento: 0,
  vencimiento: `${periodo}-10`,
  estado: 'pendiente',
  vencida: false,
  socio: { nombre: 'Julián', apellido: 'Ferreyra' },
  pago: null,
  anulacion: null,
  ...cambios,
})

/** The receipt of a payment in cash by Julián Ferreyra, as `GET /api/cuotas/pagos/{id}` answers. */
export const reciboDePrueba = (id: number, cambios: Partial<Recibo> = {}): Recibo => ({
  id,
  numero: numeroRecibo(id),
  fecha: '2026-11-05T14:00:00.000Z',
  medio: 'efectivo',
  importe: 1_500_000,
  nota: null,
  registradoPor: null,
  socio: { id: 7, nombre: 'Julián', apellido: 'Ferreyra', documento: '30123456' },
  cuotas: [],
  ...cambios,
})
