import { formatPesos } from '@/domain/dinero'

/** An amount as the payment form's field shows it, without the sign: '15.000,00'. */
export const pesosTexto = (centavos: number): string => formatPesos(centavos).replace(/^\$\s/, '')

export const IMPORTE_EN_PESOS = 'Escribí el importe en pesos, por ejemplo 15.000,00'
