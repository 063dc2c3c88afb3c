import * as v from 'valibot'
import { pushPayloadSchema, type PushPayload } from '../src/domain/push/push.ts'

export const ICONO = '/icons/icon-192.png'
export const INSIGNIA = '/icons/badge-96.png'

/**
 * What a push message shows: our server's JSON, or, from anything else (a test from the
 * browser's tools, a message cut short), its text under a plain title and the home screen.
 * The browser insists on a notification for every push, so there is always one.
 */
export function leerPayload(text: string | null): PushPayload {
  let json: unknown = null
  try {
    json = text === null ? null : JSON.parse(text)
  } catch {
    // Plain text: shown as it came.
  }
  const parsed = v.safeParse(pushPayloadSchema, json)
  if (parsed.success) return parsed.output
  return { title: 'Club Santa Rosa', body: text?.slice(0, 500) ?? '', url: '/' }
}

/** The notification's options: the club's icon and badge unless the message names others. */
export function opcionesDeNotificacion(payload: PushPayload): NotificationOptions {
  return {
    body: payload.body,
    icon: payload.icon ?? ICONO,
    badge: payload.badge ?? INSIGNIA,
    lang: 'es-AR',
    data: { url: payload.url },
    ...(payload.tag ? { tag: payload.tag } : {}),
  }
}
