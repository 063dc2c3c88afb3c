import { useCallback, useEffect, useRef, useState } from 'react'
import { decideGate, type GateVerdict } from '@/domain/gate-verdict'
import { importQrPublicKeys, verifyQrToken, type QrKey } from '@/domain/qr-token'
import { useOnlineStatus } from '@/lib/use-online-status'
import { checkinQueue, gateStore, type CachedRoster } from '../api/gate-store'
import { fetchStats, flushCheckins, syncKeys, syncRoster } from '../api/gate-sync'
import { prefetchPhotos } from '../api/gate-photos'

const SYNC_EVERY_MS = 30_000
/** The member still holds the phone up after the verdict: the same code is not read again. */
const SAME_CODE_PAUSE_S = 8
/** A token lives 5 minutes: remembering it a little longer is enough to flag a second use. */
const SEEN_FOR_S = 10 * 60
const DEVICE_KEY = 'porteria-dispositivo'

export type ShownVerdict = GateVerdict & { offline: boolean; at: number }

const nowSeconds = () => Date.now() / 1000

function deviceName(): string {
  let name = localStorage.getItem(DEVICE_KEY)
  if (!name) {
    name = `Portería ${crypto.randomUUID().slice(0, 4)}`
    localStorage.setItem(DEVICE_KEY, name)
  }
  return name
}

/**
 * The entrance tablet's brain: decides locally from cached keys and roster (online and
 * offline alike, so a verdict never waits for the network), records each check-in in a
 * queue delivered with idempotency keys, and keeps keys, roster and photos fresh.
 */
export function useGate() {
  const online = useOnlineStatus()
  const keys = useRef<Map<string, QrKey>>(new Map())
  const roster = useRef<CachedRoster | undefined>(undefined)
  const seen = useRef<Record<string, number>>({})
  const last = useRef<{ token: string; at: number } | null>(null)
  const [ready, setReady] = useState(false)
  const [verdict, setVerdict] = useState<ShownVerdict | null>(null)
  const [hoy, setHoy] = useState(0)
  const [pendientes, setPendientes] = useState(0)
  const [sincronizado, setSincronizado] = useState<number | null>(null)
  const [socios, setSocios] = useState(0)

  const countPending = useCallback(async () => setPendientes((await checkinQueue.all()).length), [])

  const sync = useCallback(async () => {
    if (!navigator.onLine) return
    try {
      keys.current = await importQrPublicKeys(await syncKeys())
      roster.current = await syncRoster(roster.current)
      setSocios(Object.keys(roster.current.socios).length)
      setSincronizado(Date.now())
      await flushCheckins()
      setHoy((await fetchStats()).hoy)
      void prefetchPhotos(Object.values(roster.current.socios))
    } catch {
      // The next round tries again; the cached data keeps the gate working meanwhile.
    } finally {
      await countPending()
    }
  }, [countPending])

  useEffect(() => {
    let cancelled = false
    void (async () => {
      const [cachedKeys, cachedRoster, cachedSeen] = await Promise.all([
        gateStore.keys(),
        gateStore.roster(),
        gateStore.seen(),
      ])
      if (cancelled) return
      keys.current = await importQrPublicKeys(cachedKeys ?? [])
      roster.current = cachedRoster
      setSocios(Object.keys(cachedRoster?.socios ?? {}).length)
      seen.current = cachedSeen ?? {}
      setReady(true)
      await sync()
    })()
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS)
    window.addEventListener('online', sync)
    return () => {
      cancelled = true
      clearInterval(timer)
      window.removeEventListener('online', sync)
    }
  }, [sync])

  const decide = useCallback(
    async (token: string) => {
      const now = nowSeconds()
      if (last.current?.token === token && now - last.current.at < SAME_CODE_PAUSE_S) return
      last.current = { token, at: now }
      performance.mark('gate:decoded')
      let verification = await verifyQrToken(token, keys.current, now)
      if (!verification.ok && verification.reason === 'unknown-key' && navigator.onLine) {
        keys.current = await importQrPublicKeys(await syncKeys().catch(() => []))
        verification = await verifyQrToken(token, keys.current, now)
      }
      const socioId = verification.ok ? verification.claims.socioId : null
      let socio = socioId === null ? undefined : roster.current?.socios[socioId]
      if (socioId !== null && !socio && navigator.onLine) {
        roster.current = await syncRoster(roster.current).catch(() => roster.current)
        socio = roster.current?.socios[socioId]
      }
      const result = decideGate({
        verification,
        socio,
        firstSeenAt: seen.current[token],
        nowSeconds: now,
      })
      setVerdict({ ...result, offline: !navigator.onLine, at: Date.now() })
      if (result.veredicto === 'permitido') {
        setHoy((n) => n + 1)
        rememberToken(seen.current, token, now)
        void gateStore.saveSeen(seen.current)
      }
      if (result.socio) {
        await checkinQueue.add({
          key: crypto.randomUUID(),
          socioId: result.socio.id,
          at: new Date().toISOString(),
          veredicto: result.veredicto,
          motivo: result.motivo,
          online: navigator.onLine,
          dispositivo: deviceName(),
        })
        if (navigator.onLine) await flushCheckins().catch(() => 0)
        await countPending()
      }
    },
    [countPending],
  )

  return {
    ready,
    online,
    verdict,
    clearVerdict: () => setVerdict(null),
    decide,
    hoy,
    pendientes,
    sincronizado,
    socios,
  }
}

export type Gate = ReturnType<typeof useGate>

function rememberToken(seen: Record<string, number>, token: string, now: number) {
  seen[token] = now
  for (const [old, at] of Object.entries(seen)) if (now - at > SEEN_FOR_S) delete seen[old]
}
