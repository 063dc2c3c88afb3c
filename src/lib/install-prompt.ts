import { useSyncExternalStore } from 'react'

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<unknown> }

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/**
 * The browser offers installation once, early, before any lazy route loads: the offer is
 * kept here from the start (main.tsx) until 'Instalar App' uses it.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    changed()
    void requestPersistentStorage()
  })
  if (isInstalled()) void requestPersistentStorage()
}

const isInstalled = () => window.matchMedia?.('(display-mode: standalone)').matches ?? false

/** An installed app keeps its card and queue: the browser must not evict them. */
async function requestPersistentStorage() {
  await navigator.storage?.persist?.().catch(() => false)
}

/** Whether 'Instalar App' can be offered, and the call that shows the browser's dialog. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => deferred !== null,
    () => false,
  )
  const install = async () => {
    const offer = deferred
    if (!offer) return
    deferred = null
    changed()
    await offer.prompt()
  }
  return { canInstall, install }
}
