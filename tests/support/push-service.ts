import { createECDH, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { trustedTestCertificate, type TestCertificate } from './push-certificate.ts'

export type PushRequest = {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * A local HTTPS stand-in for a browser push service on 127.0.0.1: it keeps every request and
 * answers 201, or the status `statusFor` gives for its path (410 for a gone subscription), or
 * never when `hangs` says so.
 * `record: false` keeps only the count (the bench).
 */
export async function startPushService(
  options: {
    statusFor?: (path: string) => number
    /** Paths it never answers (a push service that hangs). */
    hangs?: (path: string) => boolean
    record?: boolean
    /**
     * Its certificate; by default the one this process trusts through NODE_EXTRA_CA_CERTS
     * (`trustedTestCertificate`), as a server trusts a real push service's.
     */
    certificate?: TestCertificate
  } = {},
) {
  const { key, cert } = options.certificate ?? trustedTestCertificate()
  const requests: PushRequest[] = []
  let received = 0
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received++
      const path = req.url ?? '/'
      if (options.record !== false) {
        requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      }
      if (options.hangs?.(path)) return
      res.writeHead(options.statusFor?.(path) ?? 201).end()
    })
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    requests,
    received: () => received,
    endpoint: (name: string) => `${origin}/push/${name}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type PushService = Awaited<ReturnType<typeof startPushService>>

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
export function makeBrowserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  }
}

/**
 * Decrypts an RFC 8291 `aes128gcm` message with the subscription's private key: the header
 * (salt, record size, the sender's public key), the key and nonce derived per RFC 8291 §3.4
 * and RFC 8188 §2.2, one record with its padding delimiter.
 */
export function decryptPush(body: Buffer, keys: ReturnType<typeof makeBrowserKeys>): string {
  const salt = body.subarray(0, 16)
  const idlen = body[20]!
  const senderPublic = body.subarray(21, 21 + idlen)
  const ciphertext = body.subarray(21 + idlen)
  const shared = keys.ecdh.computeSecret(senderPublic)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    senderPublic,
  ])
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32))
  const prk = createHmac('sha256', salt).update(ikm).digest()
  const expand = (label: string, length: number) =>
    createHmac('sha256', prk)
      .update(Buffer.concat([Buffer.from(`Content-Encoding: ${label}\0`), Buffer.from([1])]))
      .digest()
      .subarray(0, length)
  const decipher = createDecipheriv('aes-128-gcm', expand('aes128gcm', 16), expand('nonce', 12))
  decipher.setAuthTag(ciphertext.subarray(-16))
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()])
  let end = plain.length - 1
  while (end >= 0 && plain[end] === 0) end--
  if (plain[end] !== 2) throw new Error('Falta el delimitador del último registro')
  return plain.subarray(0, end).toString('utf8')
}
