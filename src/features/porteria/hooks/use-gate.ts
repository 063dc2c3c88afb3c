import { useCallback, useEffect, useRef, useState } from 'react'
import type { RosterSocio, Via } from '@/domain/porteria/gate-api'
import { diaDelClub } from '@/domain/fecha'
import {
  decideGate,
  decideGatePorDocumento,
  type GateVerdict,
} from '@/domain/porteria/gate-verdict'
import { importQrPublicKeys, type QrKey } from '@/domain/carnet/qr-token'
import { useOnlineStatus } from '@/lib/offline/use-online-status'
import { sociosPorDocumento } from '@/entities/roster/roster-lookup'
import { rosterStore, type CachedRoster } from '@/entities/roster/roster-store'
import { syncRoster } from '@/entities/roster/roster-sync'
import { confirmarDocumento } from '../api/confirmar-documento'
import { checkinQueue, gateStore, type PublishedKey } from '../api/gate-store'
import { fetchStats, flushCheckins, syncKeys } from '../api/gate-sync'
import { prefetchPhotos } from '../api/gate-photos'
import {
  anotarIngresoHoy,
  conConteoDelServidor,
  totalIngresosHoy,
  type IngresosHoy,
} from '../utils/ingresos-hoy'
import {
  anotarIngreso,
  memoriaVacia,
  mergeRecientes,
  type MemoriaIngresos,
} from '../utils/ingresos-recientes'
import { trustedKids } from '../utils/gate-clock'
import { scanIdentity, verifyScan } from '../utils/verify-scan'

const SYNC_EVERY_MS = 30_000
/**
 * The member still holds the phone up after the verdict: the same code, or the same phone's
 * next one, is not read again.
 */
const SAME_CODE_PAUSE_S = 8
/** A token lives 5 minutes: remembering it a little longer is enough to flag a second use. */
const SEEN_FOR_S = 10 * 60
const DEVICE_KEY = 'porteria-dispositivo'

export type ShownVerdict = GateVerdict & { offline: boolean; at: number; via: Via }
/**
 * What a typed DNI came to: a verdict on screen, nobody with that DNI, no roster at all, or
 * (the server out of reach) the roster's members it may be, for the gatekeeper to choose.
 */
export type ResultadoDocumento = 'decidido' | 'no-encontrado' | 'sin-lista' | 'candidatos'
/** The roster's members whose 16 bits match a typed DNI (ADR 0041), by surname. */
export type Candidatos = { documento: string; socios: RosterSocio[] }

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
 * offline alike, so a verdict never waits for the network), a scanned code (the server's or
 * one the member's phone made, refused offline when the roster lists its device as revoked)
 * or a typed DNI alike, records each check-in in a queue delivered with idempotency keys,
 * and keeps keys, roster and photos fresh. Fees are counted at the tablet's (corrected) club day from the
 * roster's due dates, under the club's rule the roster brings. It remembers members' latest entries (its own, and the other
 * gates' the roster shares) to flag a second entry within the club's window.
 */
export function useGate() {
  const online = useOnlineStatus()
  const keys = useRef<Map<string, QrKey>>(new Map())
  const published = useRef<PublishedKey[]>([])
  /** The server's clock minus this tablet's: QR expiry and check-in times use the server's. */
  const offset = useRef(0)
  const now = useCallback(() => Date.now() + offset.current, [])
  const roster = useRef<CachedRoster | undefined>(undefined)
  const seen = useRef<Record<string, number>>({})
  const recientes = useRef<MemoriaIngresos>(memoriaVacia())
  const ingresosHoy = useRef<IngresosHoy | undefined>(undefined)
  /** The club's calendar day at the tablet's corrected clock. */
  const diaHoy = useCallback(() => diaDelClub(new Date(now())), [now])
  /** What was last read (a phone's certificate, not its code of the moment) and when. */
  const last = useRef<{ shown: string; at: number } | null>(null)
  const [ready, setReady] = useState(false)
  const [verdict, setVerdict] = useState<ShownVerdict | null>(null)
  /** The DNI last typed that no member has; it stays on screen until a new search or scan. */
  const [noEncontrado, setNoEncontrado] = useState<string | null>(null)
  /** A DNI the server could not confirm: its candidates stay until one is chosen. */
  const [candidatos, setCandidatos] = useState<Candidatos | null>(null)
  const [hoy, setHoy] = useState(0)
  const [pendientes, setPendientes] = useState(0)
  const [sincronizado, setSincronizado] = useState<number | null>(null)
  const [socios, setSocios] = useState(0)

  const countPending = useCallback(async () => setPendientes((await checkinQueue.all()).length), [])

  /**
   * Deliveries and the question for today's count, one at a time: a delivery landing between
   * the queue's snapshot and the server's count would be counted twice.
   */
  const turno = useRef<Promise<unknown>>(Promise.resolve())
  const enTurno = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = turno.current.then(task, task)
    turno.current = next.catch(() => undefined)
    return next
  }, [])
  const deliver = useCallback(() => enTurno(flushCheckins), [enTurno])

  const keepIngresosHoy = useCallback(
    (ingresos: IngresosHoy) => {
      ingresosHoy.current = ingresos
      setHoy(totalIngresosHoy(ingresos, diaHoy()))
      void gateStore.saveIngresosHoy(ingresos)
    },
    [diaHoy],
  )

  /**
   * The server's count of today, merged with this tablet's entries: those it had taken before
   * the question left are in the count; the ones still queued are added on top.
   */
  const refreshHoy = useCallback(
    () =>
      enTurno(async () => {
        const queued = new Set((await checkinQueue.all()).map((checkin) => checkin.key))
        const sinContar = ingresosHoy.current?.sinContar ?? []
        const entregadas = sinContar.filter((key) => !queued.has(key))
        const { hoy: servidor } = await fetchStats()
        keepIngresosHoy(conConteoDelServidor(ingresosHoy.current, diaHoy(), servidor, entregadas))
      }),
    [diaHoy, enTurno, keepIngresosHoy],
  )

  /** The roster and the server's recent entries, merged into this tablet's memory. */
  const refreshRoster = useCallback(async () => {
    const synced = await syncRoster(roster.current)
    roster.current = synced.roster
    recientes.current = mergeRecientes(recientes.current, synced.recientes, now())
    void gateStore.saveRecientes(recientes.current)
    return synced.roster
  }, [now])

  const sync = useCallback(async () => {
    // Past the club's midnight the count starts again, online or not.
    setHoy(totalIngresosHoy(ingresosHoy.current, diaHoy()))
    if (!navigator.onLine) return
    try {
      const synced = await syncKeys()
      offset.current = synced.offsetMs
      published.current = synced.keys
      keys.current = await importQrPublicKeys(synced.keys)
      const current = await refreshRoster()
      setSocios(Object.keys(current.socios).length)
      setSincronizado(now())
      await deliver()
      await refreshHoy()
      void prefetchPhotos(Object.values(current.socios))
    } catch {
      // The next round tries again; the cached data keeps the gate working meanwhile.
    } finally {
      await countPending()
    }
  }, [countPending, deliver, diaHoy, now, refreshHoy, refreshRoster])

  useEffect(() => {
    let cancelled = false
    void (async () => {
      const [cachedKeys, cachedRoster, cachedSeen, cachedRecientes, cachedOffset, cachedHoy] =
        await Promise.all([
          gateStore.keys(),
          rosterStore.get(),
          gateStore.seen(),
          gateStore.recientes(),
          gateStore.clockOffset(),
          gateStore.ingresosHoy(),
        ])
      if (cancelled) return
      offset.current = cachedOffset ?? 0
      published.current = cachedKeys ?? []
      keys.current = await importQrPublicKeys(cachedKeys ?? [])
      roster.current = cachedRoster
      setSocios(Object.keys(cachedRoster?.socios ?? {}).length)
      seen.current = cachedSeen ?? {}
      recientes.current = cachedRecientes ?? memoriaVacia()
      ingresosHoy.current = cachedHoy
      setHoy(totalIngresosHoy(cachedHoy, diaHoy()))
      setReady(true)
      // Offline the sync below stops early: what waits in the queue shows all the same.
      await countPending()
      await sync()
    })()
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS)
    window.addEventListener('online', sync)
    return () => {
      cancelled = true
      clearInterval(timer)
      window.removeEventListener('online', sync)
    }
  }, [countPending, diaHoy, sync])

  /**
   * A verdict on screen and, about a known member, its check-in: queued with its own key and
   * sent at once when online (the same path for a scan and a typed DNI).
   */
  const show = useCallback(
    async (result: GateVerdict, nowSeconds: number, via: Via) => {
      const at = new Date(nowSeconds * 1000).toISOString()
      setNoEncontrado(null)
      setCandidatos(null)
      setVerdict({ ...result, offline: !navigator.onLine, at: Date.now(), via })
      if (!result.socio) return
      const key = crypto.randomUUID()
      if (result.veredicto === 'permitido') {
        const ingreso = { at, tablet: deviceName() }
        recientes.current = anotarIngreso(
          recientes.current,
          result.socio.id,
          ingreso,
          nowSeconds * 1000,
        )
        void gateStore.saveRecientes(recientes.current)
      }
      await checkinQueue.add({
        key,
        socioId: result.socio.id,
        at,
        veredicto: result.veredicto,
        motivo: result.motivo,
        online: navigator.onLine,
        dispositivo: deviceName(),
        via,
      })
      // Counted once queued: a count the server gives meanwhile cannot mistake it for delivered.
      if (result.veredicto === 'permitido') {
        keepIngresosHoy(anotarIngresoHoy(ingresosHoy.current, diaDelClub(new Date(at)), key))
      }
      if (navigator.onLine) await deliver().catch(() => 0)
      await countPending()
    },
    [countPending, deliver, keepIngresosHoy],
  )

  const decide = useCallback(
    async (token: string) => {
      const nowSeconds = now() / 1000
      const shown = scanIdentity(token)
      if (last.current?.shown === shown && nowSeconds - last.current.at < SAME_CODE_PAUSE_S) return
      last.current = { shown, at: nowSeconds }
      performance.mark('gate:decoded')
      // Only keys the server confirmed in the last 7 days (a withdrawn key stops being listed).
      const trusted = () => {
        const kids = trustedKids(published.current, now())
        return new Map([...keys.current].filter(([kid]) => kids.has(kid)))
      }
      const verify = () =>
        verifyScan(token, trusted(), nowSeconds, roster.current?.dispositivosRevocados)
      let verification = await verify()
      if (!verification.ok && verification.reason === 'unknown-key' && navigator.onLine) {
        const synced = await syncKeys().catch(() => null)
        if (synced) {
          offset.current = synced.offsetMs
          published.current = synced.keys
          keys.current = await importQrPublicKeys(synced.keys)
        }
        verification = await verify()
      }
      const socioId = verification.ok ? verification.claims.socioId : null
      let socio = socioId === null ? undefined : roster.current?.socios[socioId]
      if (socioId !== null && !socio && navigator.onLine) {
        await refreshRoster().catch(() => undefined)
        socio = roster.current?.socios[socioId]
      }
      const result = decideGate({
        verification,
        socio,
        firstSeenAt: seen.current[token],
        nowSeconds,
        ultimoIngreso: socioId === null ? undefined : recientes.current.porSocio[socioId],
        ventanaMinutos: recientes.current.minutos,
        denegarConCuotasVencidas: roster.current?.denegarConCuotasVencidas,
      })
      if (result.socio && result.veredicto === 'permitido') {
        rememberToken(seen.current, token, nowSeconds)
        void gateStore.saveSeen(seen.current)
      }
      await show(result, nowSeconds, 'qr')
    },
    [now, refreshRoster, show],
  )

  /** A member known by a typed DNI: the same rules as a scan, the check-in marked 'dni'. */
  const decidePorDocumento = useCallback(
    async (socio: RosterSocio) => {
      const nowSeconds = now() / 1000
      const result = decideGatePorDocumento({
        socio,
        nowSeconds,
        ultimoIngreso: recientes.current.porSocio[socio.id],
        ventanaMinutos: recientes.current.minutos,
        denegarConCuotasVencidas: roster.current?.denegarConCuotasVencidas,
      })
      await show(result, nowSeconds, 'dni')
    },
    [now, show],
  )

  /**
   * A DNI the gatekeeper typed (no camera, or a member without their card). The roster keeps
   * only 16 bits of each DNI (ADR 0041), so online the server says who it is and the tablet
   * decides from its roster (a member the roster lacks refreshes it first). Without an
   * answer, the roster's candidates: one or a few, for the gatekeeper to pick by photo.
   */
  const decideDocumento = useCallback(
    async (documento: string): Promise<ResultadoDocumento> => {
      setCandidatos(null)
      if (navigator.onLine) {
        const id = await confirmarDocumento(documento)
        if (id === 'ninguno') {
          setNoEncontrado(documento)
          return 'no-encontrado'
        }
        if (id !== null) {
          if (!roster.current?.socios[id]) await refreshRoster().catch(() => undefined)
          const socio = roster.current?.socios[id]
          if (socio) {
            await decidePorDocumento(socio)
            return 'decidido'
          }
        }
      }
      const buscar = async () =>
        roster.current ? await sociosPorDocumento(roster.current, documento) : []
      let socios = await buscar()
      if (socios.length === 0 && navigator.onLine) {
        await refreshRoster().catch(() => undefined)
        socios = await buscar()
      }
      if (!roster.current) return 'sin-lista'
      if (socios.length === 0) {
        setNoEncontrado(documento)
        return 'no-encontrado'
      }
      setNoEncontrado(null)
      setCandidatos({ documento, socios })
      return 'candidatos'
    },
    [decidePorDocumento, refreshRoster],
  )

  return {
    ready,
    online,
    verdict,
    clearVerdict: () => setVerdict(null),
    decide,
    decideDocumento,
    noEncontrado,
    clearNoEncontrado: () => setNoEncontrado(null),
    candidatos,
    /** The candidate the gatekeeper recognised: decided like a confirmed DNI. */
    elegirCandidato: decidePorDocumento,
    clearCandidatos: () => setCandidatos(null),
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
