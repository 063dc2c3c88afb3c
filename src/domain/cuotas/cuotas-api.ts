import * as v from 'valibot'
import { ESTADOS_CUOTA, MEDIOS_PAGO, periodoSchema } from './cuotas.ts'
import { importeSchema } from '../dinero.ts'
import { LIMITES } from '../limites.ts'
import { TAMANIO_INVALIDO, TAMANIOS_PAGINA_CUOTAS } from './cuotas-filtros.ts'
import { entero, pagedSchema, paginaSchema, tamanioPaginaSchema } from '../paged.ts'

const fecha = v.pipe(v.string(), v.isoDate())
const instante = v.pipe(v.string(), v.isoTimestamp())

/** A member's fee for one month (docs/product.md#api-cuotas); amounts in centavos. */
export const cuotaSchema = v.object({
  id: v.number(),
  socio_id: v.number(),
  periodo: v.string(),
  /** The category the amount came from, as it was named when the cuota was generated. */
  categoria: v.string(),
  /** What the member owes: the category's amount minus `descuento`. */
  importe: v.number(),
  descuento: v.number(),
  vencimiento: fecha,
  estado: v.picklist(ESTADOS_CUOTA),
  /** Pending and past its due date (the club's calendar day). */
  vencida: v.boolean(),
  socio: v.object({ nombre: v.string(), apellido: v.string() }),
  /** The payment that settled it (estado 'pagada'). */
  pago: v.nullable(v.object({ id: v.number(), fecha: instante, medio: v.picklist(MEDIOS_PAGO) })),
  /** Why and when it was annulled (estado 'anulada'). */
  anulacion: v.nullable(v.object({ motivo: v.string(), fecha: instante })),
})
export type Cuota = v.InferOutput<typeof cuotaSchema>

/** GET /cuotas/getCuotas's filters; a member's own are forced to their socio id. */
export const cuotasFiltrosSchema = v.object({
  socio: v.optional(entero(1, 'El socio debe ser un número de socio')),
  estado: v.optional(v.picklist(ESTADOS_CUOTA, 'Estado inválido: pendiente, pagada o anulada')),
  periodo: v.optional(periodoSchema),
  page: paginaSchema,
  pageSize: tamanioPaginaSchema(TAMANIOS_PAGINA_CUOTAS, 12, TAMANIO_INVALIDO),
})
export type CuotasFiltros = v.InferOutput<typeof cuotasFiltrosSchema>

export const cuotasListSchema = v.object({
  ...pagedSchema(cuotaSchema).entries,
  /** What the filtered cuotas still owe (every page), in centavos. */
  adeudado: v.number(),
})
export type CuotasList = v.InferOutput<typeof cuotasListSchema>

/** POST /cuotas/generar. */
export const generarCuotasSchema = v.object({ periodo: periodoSchema })
export const generarCuotasResultSchema = v.object({
  creadas: v.number(),
  /**
   * Active members left without a cuota because their categoría is not one of the club's
   * (docs/product.md#api-cuotas); 0 when every one has a known category.
   */
  sinCategoria: v.optional(v.number(), 0),
})
export type GenerarCuotasResult = v.InferOutput<typeof generarCuotasResultSchema>

export const IMPORTE_INVALIDO = 'El importe debe ser un número de centavos'
export const PAGO_SIN_CUOTAS = 'Elegí al menos una cuota'

/** POST /cuotas/pagos: the amount must equal what the cuotas owe. */
export const pagoSchema = v.object({
  cuotas: v.pipe(
    v.array(entero(1, 'Cuota inválida'), PAGO_SIN_CUOTAS),
    v.minLength(1, PAGO_SIN_CUOTAS),
    v.maxLength(36, 'Hasta 36 cuotas por pago'),
    v.check((ids) => new Set(ids).size === ids.length, 'Una cuota aparece dos veces'),
  ),
  medio: v.picklist(MEDIOS_PAGO, 'Medio de pago inválido'),
  importe: importeSchema(IMPORTE_INVALIDO),
  nota: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(LIMITES.pagos.nota, `La nota: hasta ${LIMITES.pagos.nota} caracteres`),
      ),
    ),
  ),
})
export type PagoInput = v.InferOutput<typeof pagoSchema>

/** A payment and what it settled: the receipt (docs/product.md#receipt). */
export const reciboSchema = v.object({
  id: v.number(),
  /** The receipt number as printed ('000123'). */
  numero: v.string(),
  fecha: instante,
  importe: v.number(),
  medio: v.picklist(MEDIOS_PAGO),
  nota: v.nullable(v.string()),
  /** Who recorded it at the desk. */
  registradoPor: v.nullable(v.string()),
  socio: v.object({
    id: v.number(),
    nombre: v.string(),
    apellido: v.string(),
    documento: v.string(),
  }),
  cuotas: v.array(
    v.object({
      id: v.number(),
      periodo: v.string(),
      categoria: v.string(),
      importe: v.number(),
      descuento: v.number(),
    }),
  ),
})
export type Recibo = v.InferOutput<typeof reciboSchema>

/** The printed receipt number of payment `id`. */
export const numeroRecibo = (id: number): string => String(id).padStart(6, '0')

/** POST /cuotas/{id}/anular. */
export const anularCuotaSchema = v.object({
  motivo: v.pipe(
    v.string('Indicá el motivo de la anulación'),
    v.trim(),
    v.minLength(3, 'Indicá el motivo de la anulación'),
    v.maxLength(
      LIMITES.cuotas.anuladaMotivo,
      `El motivo: hasta ${LIMITES.cuotas.anuladaMotivo} caracteres`,
    ),
  ),
})

/** GET /cuotas/resumen's query. */
export const resumenFiltrosSchema = v.object({ periodo: periodoSchema })

/** GET /cuotas/resumen?periodo=: a period's totals, in centavos. */
export const resumenPeriodoSchema = v.object({
  periodo: v.string(),
  cuotas: v.number(),
  pagadas: v.number(),
  pendientes: v.number(),
  anuladas: v.number(),
  /** What was billed (pending and paid, not annulled). */
  facturado: v.number(),
  cobrado: v.number(),
  adeudado: v.number(),
})
export type ResumenPeriodo = v.InferOutput<typeof resumenPeriodoSchema>

/** GET /cuotas/deudores: members with cuotas past due, most owed first. */
export const deudoresListSchema = pagedSchema(
  v.object({
    socio_id: v.number(),
    nombre: v.string(),
    apellido: v.string(),
    documento: v.string(),
    /** How many cuotas are past due, and what they add up to. */
    vencidas: v.number(),
    adeudado: v.number(),
    /** The oldest period owed. */
    desde: v.string(),
  }),
)
export type DeudoresList = v.InferOutput<typeof deudoresListSchema>
