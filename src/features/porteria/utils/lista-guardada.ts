import { diaDelClub } from '@/domain/fecha'
import type { RosterSocio, SocioPorteria } from '@/domain/porteria/gate-api'
import { cuotasEnPorteria } from '@/domain/porteria/gate-verdict'

const MINUTO = 60_000
const HORA = 60 * MINUTO
const DIA = 24 * HORA

/** 'hace menos de 1 min', 'hace 5 min', 'hace 3 h', 'hace 1 día', 'hace 4 días'. */
export function hace(ms: number): string {
  const tiempo = Math.max(0, ms)
  if (tiempo < MINUTO) return 'hace menos de 1 min'
  if (tiempo < HORA) return `hace ${Math.floor(tiempo / MINUTO)} min`
  if (tiempo < DIA) return `hace ${Math.floor(tiempo / HORA)} h`
  const dias = Math.floor(tiempo / DIA)
  return `hace ${dias} ${dias === 1 ? 'día' : 'días'}`
}

/**
 * The notice on an answer taken from this device's roster (docs/product.md#buscar-por-dni),
 * with how old the roster is when the device knows when it synced it.
 */
export function avisoListaGuardada(sincronizadoAt: number | undefined, nowMs: number): string {
  const base = 'Sin conexión: resultado de la lista guardada'
  return sincronizadoAt === undefined
    ? base
    : `${base} (actualizada ${hace(nowMs - sincronizadoAt)})`
}

/**
 * A roster member as the result card shows them: the roster has no photo path or category
 * (a gate needs neither to decide, ADR 0017), so the card shows initials and no category.
 * Their fees are counted from the roster's due dates at this device's club day of `nowMs`,
 * under the club's rule the roster brought (`denegarCon`); none without the dates.
 */
export function socioDeLista(socio: RosterSocio, denegarCon: number, nowMs: number): SocioPorteria {
  const { vencimientosPendientes: vencimientos } = socio
  return {
    id: socio.id,
    nombre: socio.nombre,
    apellido: socio.apellido,
    apodo: socio.apodo,
    foto: null,
    estado: socio.estado,
    activo: socio.estado === 'Activo',
    vencimiento: socio.vencimiento,
    categoria: '',
    ...(vencimientos && cuotasEnPorteria(vencimientos, diaDelClub(new Date(nowMs)), denegarCon)),
  }
}
