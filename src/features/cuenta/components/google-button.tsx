import { useEffect, useRef } from 'react'

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: {
        client_id: string
        callback: (response: { credential: string }) => void
      }): void
      renderButton(element: HTMLElement, options: Record<string, string | number>): void
    }
  }
}

declare global {
  interface Window {
    google?: GoogleIdentity
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client'
let scriptLoad: Promise<GoogleIdentity> | undefined

/** Google's Identity Services script, loaded once and only where the button shows. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoad ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_SRC
    script.async = true
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('GIS')))
    script.onerror = () => {
      scriptLoad = undefined
      reject(new Error('No se pudo cargar el ingreso con Google'))
    }
    document.head.append(script)
  })
  return scriptLoad
}

/**
 * Google's own sign-in button (size large = 40 px, docs/product.md#sign-in-screen); gives back
 * the credential.
 */
export function GoogleButton({
  clientId,
  onCredential,
}: {
  clientId: string
  onCredential: (credential: string) => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const callback = useRef(onCredential)
  useEffect(() => {
    callback.current = onCredential
  })

  useEffect(() => {
    let cancelled = false
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            // The value 'clear' is no credential (docs/product.md#sign-in-screen).
            if (credential && credential !== 'clear') callback.current(credential)
          },
        })
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          size: 'large',
          text: 'continue_with',
          locale: 'es-419',
          width: 280,
        })
      })
      .catch(() => {
        if (container.current) container.current.textContent = 'Google no está disponible ahora.'
      })
    return () => {
      cancelled = true
    }
  }, [clientId])

  return <div ref={container} className="google-button" />
}
