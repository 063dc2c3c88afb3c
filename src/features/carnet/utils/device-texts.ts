import { diaDelClub } from '@/domain/fecha'

const DIA_SEGUNDOS = 24 * 60 * 60

/** Offline, the card warns when this many days or fewer are left. */
export const AVISO_DIAS = 2

/** 'Válido sin conexión hasta el DD/MM': the certificate's end, the club's calendar. */
export function validoSinConexion(hastaSegundos: number): string {
  const [, month, day] = diaDelClub(new Date(hastaSegundos * 1000)).split('-')
  return `Válido sin conexión hasta el ${day}/${month}`
}

/** Whole days left, counting a started one; 0 once ended. */
export const diasRestantes = (hastaSegundos: number, nowSeconds: number) =>
  Math.max(0, Math.ceil((hastaSegundos - nowSeconds) / DIA_SEGUNDOS))

/** 'Quedan 2 días sin conexión: conectate para renovar' ('Queda 1 día…'). */
export const quedanDias = (dias: number) =>
  dias === 1
    ? 'Queda 1 día sin conexión: conectate para renovar'
    : `Quedan ${dias} días sin conexión: conectate para renovar`
