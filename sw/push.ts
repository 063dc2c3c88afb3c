import { leerPayload, opcionesDeNotificacion } from './push-payload.ts'
import { abrirPantalla, pantallaDeNotificacion } from './open-screen.ts'
import { renovarSuscripcion, type PushSubscriptionChangeEvent } from './push-renewal.ts'

/** Notifications (docs/architecture.md#push): show, open on a tap, renew the subscription. */
export function registerPush(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('push', (event) => {
    const payload = leerPayload(event.data?.text() ?? null)
    event.waitUntil(
      sw.registration.showNotification(payload.title, opcionesDeNotificacion(payload)),
    )
  })
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const ruta = pantallaDeNotificacion(event.notification.data)
    event.waitUntil(abrirPantalla(sw.clients, ruta, sw.location.origin))
  })
  sw.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as PushSubscriptionChangeEvent
    change.waitUntil(renovarSuscripcion(sw, change))
  })
}
