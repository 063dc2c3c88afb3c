/** A path inside this app, or the fallback: `?redirect=` must never lead elsewhere. */
export function safeRedirect(target: string | undefined, fallback: string): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
    ? target
    : fallback
}
