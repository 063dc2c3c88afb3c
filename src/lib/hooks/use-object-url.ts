import { useEffect } from 'react'

const urls = new WeakMap<Blob, string>()
const users = new Map<string, number>()

function urlFor(blob: Blob): string {
  let url = urls.get(blob)
  if (!url) {
    url = URL.createObjectURL(blob)
    urls.set(blob, url)
  }
  return url
}

/**
 * An object URL for `blob`, shared by every component showing it and revoked once none
 * does. The revoke waits a moment: StrictMode unmounts and mounts again at once, and a URL
 * revoked in between would be shown broken.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = blob ? urlFor(blob) : null
  useEffect(() => {
    if (!blob || !url) return
    users.set(url, (users.get(url) ?? 0) + 1)
    return () => {
      users.set(url, (users.get(url) ?? 1) - 1)
      setTimeout(() => {
        if ((users.get(url) ?? 0) > 0) return
        users.delete(url)
        urls.delete(blob)
        URL.revokeObjectURL(url)
      }, 1_000)
    }
  }, [blob, url])
  return url
}
