import https from 'node:https'
import { inArray, sql } from 'drizzle-orm'
import webpush from 'web-push'
import type { BroadcastResult, PushPayload } from '../../../src/domain/push/push.ts'
import type { Db } from '../../db/client.ts'
import { pushSubscriptions } from '../../db/schema/push.ts'
import { logError } from '../../lib/http/log-error.ts'
import { isAllowedPushEndpoint } from './push-endpoints.ts'
import { createVapidKeys } from './vapid-keys.ts'

export type PushTarget = { id: number; endpoint: string; p256dh: string; auth: string }
/** The columns of a subscription a push is sent with: `db.select(pushTargetColumns)`. */
export const pushTargetColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
}
export type PushMessage = { target: PushTarget; payload: PushPayload }
export type PushOptions = {
  /** Seconds the push service keeps a message for a device that is offline. */
  ttl: number
  /** RFC 8030: 'high' wakes a device on battery saving (a payment), 'normal' otherwise. */
  urgency: 'normal' | 'high'
}

export type PushSenderOptions = {
  /** The VAPID `sub` (VAPID_SUBJECT). */
  subject: string
  /** PUSH_ENDPOINT_ORIGINS: origins besides the browsers' push services. */
  extraOrigins?: readonly string[]
  /** Messages in flight at once. */
  concurrency?: number
  /** Milliseconds a push service may stay silent before the message counts as failed. */
  timeoutMs?: number
}

/**
 * What a push service's answer means for the subscription: 404 and 410 say it is gone (RFC
 * 8030 §7.3); any other 4xx but 429 refuses it for good (bad keys, a VAPID key it no longer
 * matches, a forged endpoint), so posting again would only repeat the refusal (issue 29).
 */
const isRefused = (status: number) => status >= 400 && status < 500 && status !== 429
const WRITE_CHUNK = 1000

/**
 * Sends Web Push messages (RFC 8291 aes128gcm, RFC 8292 VAPID with the endpoint's origin as
 * audience and web-push's 12 h expiry) over one keep-alive agent, `concurrency` at a time.
 * A subscription the push service refuses (a 4xx but 429) is deleted. Process-long: the
 * automatic notifications run in the background and `close()` waits for them, then drops
 * the agent's sockets.
 */
export function createPushSender(db: Db, options: PushSenderOptions) {
  const concurrency = options.concurrency ?? 50
  const timeout = options.timeoutMs ?? 10_000
  const extraOrigins = options.extraOrigins ?? []
  // The system's certificates, and NODE_EXTRA_CA_CERTS's (a local stand-in in tests).
  const agent = new https.Agent({ keepAlive: true, maxSockets: concurrency })
  const vapidKeys = createVapidKeys(db)
  const inFlight = new Set<Promise<unknown>>()
  let closed = false

  /** One message: 'ok', 'gone' (deleted) or 'failed'. */
  async function deliver(
    { target, payload }: PushMessage,
    { ttl, urgency }: PushOptions,
    vapidDetails: { subject: string; publicKey: string; privateKey: string },
  ): Promise<'ok' | 'gone' | 'failed'> {
    // Checked again at sending: the allowed origins may have changed since it was stored.
    if (!isAllowedPushEndpoint(target.endpoint, extraOrigins)) return 'failed'
    try {
      await webpush.sendNotification(
        // The WHATWG form of the URL the allow-list read, whatever web-push's parser makes of it.
        {
          endpoint: new URL(target.endpoint).href,
          keys: { p256dh: target.p256dh, auth: target.auth },
        },
        JSON.stringify(payload),
        { vapidDetails, TTL: ttl, urgency, agent, timeout, contentEncoding: 'aes128gcm' },
      )
      return 'ok'
    } catch (error) {
      if (error instanceof webpush.WebPushError && isRefused(error.statusCode)) return 'gone'
      return 'failed'
    }
  }

  async function send(
    messages: readonly PushMessage[],
    opts: PushOptions,
  ): Promise<BroadcastResult> {
    if (messages.length === 0) return { enviados: 0, fallidos: 0, eliminados: 0 }
    const { publicKey, privateKey } = await vapidKeys()
    const vapidDetails = { subject: options.subject, publicKey, privateKey }
    const ok: number[] = []
    const gone: number[] = []
    let fallidos = 0
    let next = 0
    const worker = async () => {
      while (next < messages.length) {
        const message = messages[next++]!
        const outcome = await deliver(message, opts, vapidDetails)
        if (outcome === 'ok') ok.push(message.target.id)
        else if (outcome === 'gone') gone.push(message.target.id)
        else fallidos++
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, messages.length) }, worker))
    for (let i = 0; i < gone.length; i += WRITE_CHUNK) {
      await db
        .delete(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, gone.slice(i, i + WRITE_CHUNK)))
    }
    for (let i = 0; i < ok.length; i += WRITE_CHUNK) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: sql`now()` })
        .where(inArray(pushSubscriptions.id, ok.slice(i, i + WRITE_CHUNK)))
    }
    return { enviados: ok.length, fallidos, eliminados: gone.length }
  }

  return {
    /** The public key browsers subscribe with (base64url). */
    publicKey: async () => (await vapidKeys()).publicKey,
    send,
    /**
     * Runs `task` after the answer, without holding it: a failure is logged with the
     * request's `path`, never thrown; `close()` waits for it. Ignored once closing.
     */
    background(task: () => Promise<unknown>, path: string): void {
      if (closed) return
      const running: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logError(error, path))
        .finally(() => inFlight.delete(running))
      inFlight.add(running)
    },
    /** Resolves once the background sends under way have finished. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
    async close(): Promise<void> {
      closed = true
      while (inFlight.size > 0) await Promise.all(inFlight)
      agent.destroy()
    },
  }
}

export type PushSender = ReturnType<typeof createPushSender>
