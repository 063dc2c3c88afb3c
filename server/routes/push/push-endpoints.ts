/**
 * The hosts of the browsers' push services: Chrome's (FCM), Firefox's (autopush), Safari's
 * (APNs web push) and Edge's (WNS). A suffix matches the host itself or any subdomain.
 */
const PUSH_HOSTS: readonly { host: string; subdomains: boolean }[] = [
  { host: 'fcm.googleapis.com', subdomains: false },
  { host: 'android.googleapis.com', subdomains: false },
  { host: 'push.services.mozilla.com', subdomains: true },
  { host: 'push.apple.com', subdomains: true },
  { host: 'notify.windows.com', subdomains: true },
]

/** PUSH_ENDPOINT_ORIGINS: comma-separated https origins, or the first one that is not. */
export function parsePushOrigins(raw: string | undefined): string[] | { invalid: string } {
  const origins: string[] = []
  for (const part of (raw ?? '').split(',')) {
    const value = part.trim()
    if (value === '') continue
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return { invalid: value }
    }
    // Only an origin: a path, query, fragment or credentials would be ignored, so refused.
    if (url.protocol !== 'https:' || url.origin !== value.replace(/\/$/, '')) {
      return { invalid: value }
    }
    origins.push(url.origin)
  }
  return origins
}

/**
 * Whether the server may post to `endpoint`: an https URL without credentials whose host is
 * a browser push service (default port), or whose origin is one of `extraOrigins`. Parsed
 * with WHATWG URL, as the sender will read it, so a `#`, `@` or look-alike suffix cannot
 * point it elsewhere; a bare IP address is only allowed when its origin is listed.
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  extraOrigins: readonly string[] = [],
): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false
  if (extraOrigins.includes(url.origin)) return true
  if (url.port !== '') return false
  const host = url.hostname.toLowerCase()
  return PUSH_HOSTS.some(
    (known) => host === known.host || (known.subdomains && host.endsWith(`.${known.host}`)),
  )
}
