import { esRutaInterna } from '../src/domain/push/push.ts'

/** The screen a notification names in its data; the home screen when it names none of ours. */
export function pantallaDeNotificacion(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url
  return typeof url === 'string' && esRutaInterna(url) ? url : '/'
}

/**
 * A tap on a notification: the app's window already open comes to the front and goes to
 * the screen, or a new one opens there.
 */
export async function abrirPantalla(clients: Clients, ruta: string, origin: string) {
  const destino = new URL(ruta, origin).href
  const abiertas = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const propias = abiertas.filter((client) => new URL(client.url).origin === origin)
  const ventana =
    propias.find((client) => client.focused) ??
    propias.find((client) => client.visibilityState === 'visible') ??
    propias[0]
  if (!ventana) return clients.openWindow(destino)
  // The browser may refuse the focus (a tap long ago); the window goes to the screen anyway.
  const enfocada = await ventana.focus().catch(() => ventana)
  if (enfocada.url === destino) return enfocada
  // A window this worker does not control cannot be navigated: a new one opens instead.
  const navegada = await enfocada.navigate(destino).catch(() => null)
  return navegada ?? clients.openWindow(destino)
}
