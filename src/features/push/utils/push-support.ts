/** What this browser can do with notifications. */
export type PushSupport = 'soportado' | 'no-soportado' | 'instalar'

/** iPhones and iPads, iPadOS included (it reports itself as a Mac with a touch screen). */
function isAppleMobile(): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)
  )
}

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/**
 * Safari on iPhone offers Web Push only to an app added to the home screen: there, the
 * widget explains the way instead of saying it is unsupported.
 */
export function pushSupport(): PushSupport {
  const supported =
    'serviceWorker' in navigator && typeof PushManager !== 'undefined' && 'Notification' in window
  if (supported) return 'soportado'
  return isAppleMobile() && !isStandalone() ? 'instalar' : 'no-soportado'
}
