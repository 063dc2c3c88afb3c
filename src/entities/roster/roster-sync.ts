import * as v from 'valibot'
import { successEnvelope } from '@/domain/envelope'
import { rosterSchema, type RosterRecientes } from '@/domain/porteria/gate-api'
import { http } from '@/lib/http'
import { ROSTER_FORMATO, rosterStore, type CachedRoster } from './roster-store'

const rosterResponse = successEnvelope(rosterSchema)

/**
 * The roster brought up to date with the members changed since the last sync. A roster
 * hashed under another key (or kept before DNIs were hashed, with none) is read again whole,
 * so the device never mixes hashes, nor keeps a DNI number; so is one kept before its members
 * carried their cuotas' due dates, which a delta would add only to the members it brings.
 * The revoked devices come whole with every answer and replace the ones kept. With it, the
 * recent entries the server knows (the kiosk merges them into its own memory; the control
 * screen needs none).
 */
export async function syncRoster(
  current: CachedRoster | undefined,
): Promise<{ roster: CachedRoster; recientes: RosterRecientes | undefined }> {
  const fetchRoster = async (since?: string) => {
    const searchParams = since === undefined ? {} : { since }
    const res = await http.get('gate/roster', { searchParams, timeout: 30_000 })
    return v.parse(rosterResponse, await res.json()).response
  }
  const usable = current?.documentoKey && current.formato === ROSTER_FORMATO ? current : undefined
  let delta = await fetchRoster(usable?.cursor)
  if (!delta.completo && delta.documentoKey !== usable?.documentoKey) delta = await fetchRoster()
  const socios = delta.completo || !usable ? {} : { ...usable.socios }
  for (const socio of delta.socios) socios[socio.id] = socio
  const roster: CachedRoster = {
    cursor: delta.cursor,
    documentoKey: delta.documentoKey,
    socios,
    sincronizadoAt: Date.now(),
    formato: ROSTER_FORMATO,
    denegarConCuotasVencidas: delta.denegarConCuotasVencidas ?? 0,
    // Every answer carries the whole list: it replaces the one kept.
    dispositivosRevocados: delta.dispositivosRevocados ?? [],
  }
  await rosterStore.save(roster)
  return { roster, recientes: delta.recientes }
}
