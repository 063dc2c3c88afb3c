import type { BroadcastResult } from '@/domain/push/push'
import { PUSH_TEXTO } from './textos'

type Aviso = { kind: 'success' | 'info' | 'warning'; text: string }

/**
 * What the screen says after a broadcast (docs/product.md#broadcast-screen), from the counts
 * of POST /api/push/broadcast: its three counts add up to the devices it tried, so all zero
 * means there was no subscribed device at all.
 */
export function avisoDelEnvio(counts: BroadcastResult | null, message: string | undefined): Aviso {
  if (counts) {
    const dispositivos = counts.enviados + counts.fallidos + counts.eliminados
    if (dispositivos === 0) return { kind: 'info', text: PUSH_TEXTO.sinDispositivos }
    if (counts.enviados === 0) return { kind: 'warning', text: PUSH_TEXTO.ningunaEntregada }
  }
  return { kind: 'success', text: message ?? PUSH_TEXTO.enviada }
}
