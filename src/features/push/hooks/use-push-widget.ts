import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { clubSettingsQueryOptions } from '@/lib/club-settings'
import { errorWithReason } from '@/lib/http'
import { notify } from '@/lib/notify'
import { currentPushSubscription, forgetOnServer } from '@/lib/session/push-subscription'
import { tokenStorage } from '@/lib/session/token-storage'
import { pushSession } from '@/lib/session/worker-session'
import { pushKeyQueryOptions, saveSubscription, sendTest } from '../api/push-subscription'
import { pushSupport, type PushSupport } from '../utils/push-support'
import { PUSH_TEXTO } from '../utils/textos'

export type PushEstado =
  Exclude<PushSupport, 'soportado'> | 'cargando' | 'denegado' | 'suscrito' | 'no-suscrito'

/** A step that failed, with the text the person reads. */
class PushError extends Error {}

/** The browser's push service may never answer (no connection): a step that waits has an end. */
const ESPERA_MS = 20_000

function withTimeout<T>(promise: Promise<T>, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError(message)), ESPERA_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The page's service worker, once it is active. */
async function serviceWorkerActivo(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  if (!registration) throw new PushError(PUSH_TEXTO.errorServiceWorker)
  return withTimeout(navigator.serviceWorker.ready, PUSH_TEXTO.errorServiceWorker)
}

async function subscribeBrowser(registration: ServiceWorkerRegistration, key: string) {
  const options = { userVisibleOnly: true, applicationServerKey: key }
  try {
    return await withTimeout(registration.pushManager.subscribe(options), PUSH_TEXTO.errorNavegador)
  } catch (error) {
    if (error instanceof PushError) throw error
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      throw new PushError(PUSH_TEXTO.denegados)
    }
    // Subscribed before under another server key: that subscription gives way.
    if (error instanceof DOMException && error.name === 'InvalidStateError') {
      await (await registration.pushManager.getSubscription())?.unsubscribe()
      return withTimeout(registration.pushManager.subscribe(options), PUSH_TEXTO.errorNavegador)
    }
    throw new PushError(PUSH_TEXTO.errorNavegador)
  }
}

/** The server learns (again) of this device, for the account using it now. */
async function tellServer(subscription: PushSubscription) {
  await saveSubscription(subscription)
  const token = tokenStorage.get()
  if (token) await pushSession.share(token)
}

async function estadoActual(): Promise<PushEstado> {
  const support = pushSupport()
  if (support !== 'soportado') return support
  if (Notification.permission === 'denied') return 'denegado'
  const subscription = await currentPushSubscription().catch(() => null)
  if (!subscription) return 'no-suscrito'
  // A row the server lost, or a device that changed hands, is put right quietly.
  void tellServer(subscription).catch(() => undefined)
  return 'suscrito'
}

/**
 * The push widget's state and its three actions (docs/product.md#notificaciones): not
 * subscribed → subscribed once permission is granted and the server accepts; back again on
 * unsubscribing; a test only while subscribed.
 */
export function usePushWidget() {
  const queryClient = useQueryClient()
  const [estado, setEstado] = useState<PushEstado>('cargando')
  const [ocupado, setOcupado] = useState(false)

  useEffect(() => {
    let vigente = true
    void estadoActual().then((nuevo) => vigente && setEstado(nuevo))
    return () => {
      vigente = false
    }
  }, [])

  const run = useCallback(async (action: () => Promise<void>, fallback: string) => {
    setOcupado(true)
    try {
      await action()
    } catch (error) {
      notify(
        'error',
        error instanceof PushError ? error.message : await errorWithReason(error, fallback),
      )
    } finally {
      setOcupado(false)
    }
  }, [])

  const suscribir = () =>
    run(async () => {
      // Asked first, while the tap still counts as one: Safari on iPhone allows the prompt
      // only from the person's gesture.
      const permiso = await Notification.requestPermission()
      if (permiso !== 'granted') {
        if (permiso === 'denied') setEstado('denegado')
        throw new PushError(PUSH_TEXTO.denegados)
      }
      const registration = await serviceWorkerActivo()
      const key = await queryClient.fetchQuery(pushKeyQueryOptions())
      const subscription = await subscribeBrowser(registration, key)
      try {
        await tellServer(subscription)
      } catch (error) {
        // Either both know of the subscription or neither does.
        await subscription.unsubscribe().catch(() => false)
        throw error
      }
      setEstado('suscrito')
      notify('success', PUSH_TEXTO.suscripto)
    }, PUSH_TEXTO.errorServidor)

  const cancelar = () =>
    run(async () => {
      const subscription = await currentPushSubscription().catch(() => null)
      if (subscription) {
        // The server first: refused or unreachable, both keep the subscription and the widget
        // says so, rather than leaving the server sending to a device that stopped listening.
        await forgetOnServer(subscription)
        // The browser may keep it (its push service did not answer): the widget says so.
        if (!(await subscription.unsubscribe().catch(() => false))) {
          throw new PushError(PUSH_TEXTO.errorCancelar)
        }
      }
      await pushSession.forget()
      setEstado('no-suscrito')
      notify('success', PUSH_TEXTO.desuscripto)
    }, PUSH_TEXTO.errorCancelar)

  const probar = () =>
    run(async () => {
      const club = await queryClient.ensureQueryData(clubSettingsQueryOptions())
      const result = await sendTest({ title: club.nombre, body: PUSH_TEXTO.pruebaTexto })
      if (result.enviados === 0) throw new PushError(PUSH_TEXTO.errorEnvio)
      notify('success', PUSH_TEXTO.enviada)
    }, PUSH_TEXTO.errorEnvio)

  return { estado, ocupado, suscribir, cancelar, probar }
}
