import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { preregisteredSchema, type Preregistered } from '@/domain/cuenta/auth'

/**
 * The profile a Google sign-in brought back for an account that does not exist yet
 * (`preregistered`, docs/product.md#api-auth). Kept for the tab, so a reload does not lose it.
 */
const KEY = 'preregistered'
const listeners = new Set<() => void>()
let cached: { raw: string | null; value: Preregistered | null } = { raw: null, value: null }

function read(): Preregistered | null {
  const raw = sessionStorage.getItem(KEY)
  if (raw !== cached.raw) {
    const parsed = raw ? v.safeParse(preregisteredSchema, JSON.parse(raw)) : null
    cached = { raw, value: parsed?.success ? parsed.output : null }
  }
  return cached.value
}

export function setPreregistered(profile: Preregistered | null) {
  if (profile) sessionStorage.setItem(KEY, JSON.stringify(profile))
  else sessionStorage.removeItem(KEY)
  listeners.forEach((listener) => listener())
}

export function usePreregistered(): Preregistered | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    read,
    () => null,
  )
}
