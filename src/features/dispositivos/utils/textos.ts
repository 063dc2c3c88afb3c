import { ZONA_DEL_CLUB } from '@/domain/fecha'
import { lazyFormatter } from '@/domain/lazy-formatter'

const fecha = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      timeZone: ZONA_DEL_CLUB,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
)
const hora = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('es-AR', {
      timeZone: ZONA_DEL_CLUB,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
)

/** An ISO moment → 'DD/MM/YYYY', in the club's time zone (the member and the staff read the same). */
export const fechaDelClub = (iso: string) => fecha().format(Date.parse(iso))

/** An ISO moment → 'DD/MM/YYYY HH:mm', in the club's time zone. */
export const fechaHoraDelClub = (iso: string) => {
  const ms = Date.parse(iso)
  return `${fecha().format(ms)} ${hora().format(ms)}`
}

/** The question before 'Quitar' one of the member's own devices (docs/product.md#mis-dispositivos). */
export const preguntaQuitarPropio = (nombre: string) => ({
  title: 'Quitar dispositivo',
  message: `¿Quitar «${nombre}»? Ese teléfono no podrá mostrar el carnet sin conexión hasta que vuelvas a entrar desde él.`,
  confirm: 'Quitar',
  cancel: 'Cancelar',
})

/** The question before an administrator's 'Quitar' (a member's lost phone). */
export const preguntaQuitarDeSocio = (nombre: string) => ({
  title: 'Quitar dispositivo',
  message: `¿Quitar «${nombre}»? Ese teléfono deja de mostrar el carnet sin conexión.`,
  confirm: 'Quitar',
  cancel: 'Cancelar',
})
