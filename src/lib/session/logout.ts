import type { QueryClient } from '@tanstack/react-query'
import { endCardDevice } from './end-card-device'
import { askConfirm } from '../confirm'
import { errorMessage, http, HTTPError } from '../http'
import { forgetUser } from './forget-user'
import { notify } from '../notify'
import { pendingEntries } from '../offline/outbox'
import { endPushSubscription } from './push-subscription'
import { revokeSession } from './pending-revocation'
import { deliverBeforeSignOut, type SignOutQueue } from './sign-out-queues'
import { tokenStorage } from './token-storage'
import { replayOutbox } from '../offline/use-outbox'

const outboxQueue: SignOutQueue = {
  count: async () => (await pendingEntries()).length,
  deliver: replayOutbox,
}

const lostText = (count: number) =>
  count === 1
    ? 'Hay 1 registro sin enviar. Si salís ahora se pierde. ¿Salir igual?'
    : `Hay ${count} registros sin enviar. Si salís ahora se pierden. ¿Salir igual?`

/** Asked before ending every session of the account: the other devices are not in sight. */
const EVERYWHERE_QUESTION = {
  title: 'Cerrar sesión en todos los dispositivos',
  message:
    'Se va a cerrar tu sesión en todos los teléfonos y computadoras donde ingresaste, también en este. ¿Continuar?',
  confirm: 'Cerrar sesión en todos',
  cancel: 'Cancelar',
}

/**
 * Signs out (docs/product.md#sign-out): what waits to be sent goes first when online, and
 * losing what cannot is asked; then the session ends on the server (or is queued to end
 * when back online) and the device forgets everything of the user's: the next person on a
 * shared device finds nothing of theirs. `everywhere` ends every session of the account
 * (/auth/logoutAll), which needs the server now, once the person confirmed it. False when the person chose to stay or
 * the server could not be reached.
 */
export async function logout(queryClient: QueryClient, everywhere = false): Promise<boolean> {
  if (everywhere && !(await askConfirm(EVERYWHERE_QUESTION))) return false
  const waiting = await deliverBeforeSignOut([outboxQueue])
  if (waiting > 0) {
    const leave = await askConfirm({
      title: 'Registros sin enviar',
      message: lostText(waiting),
      confirm: 'Salir igual',
      cancel: 'Cancelar',
    })
    if (!leave) return false
  }
  const token = tokenStorage.get()
  await Promise.all([
    endPushSubscription({ tellServer: token !== null }),
    token !== null && endCardDevice(),
  ])
  if (everywhere) {
    try {
      await http.post('auth/logoutAll')
    } catch (error) {
      // 401: the server had already ended this session; signing out is done all the same.
      if (!(error instanceof HTTPError && error.response.status === 401)) {
        notify('error', `Ocurrió un error ( ${await errorMessage(error, 'sin conexión')} )`)
        return false
      }
    }
  } else if (token) await revokeSession(token)
  await forgetUser(queryClient)
  notify(
    'success',
    everywhere ? 'Cerraste la sesión en todos los dispositivos' : 'Cerraste la sesión',
  )
  return true
}
