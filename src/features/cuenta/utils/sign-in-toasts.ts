import { dismissNotify, notify } from '@/lib/notify'

/** One failure toast at a time: a second failure replaces the first, a success removes it. */
const FAILED = 'ingreso-fallido'

/** A sign-in (password or Google) that failed, with the server's reason. */
export const notifySignInFailed = (message: string) => notify('error', message, { id: FAILED })

/** Signed in: 'Bienvenid@', and the last failure's toast goes (docs/product.md#sign-in-screen). */
export function notifySignedIn() {
  dismissNotify(FAILED)
  notify('success', 'Bienvenid@', { duration: 300 })
}
