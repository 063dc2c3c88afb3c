import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'

/**
 * A stand-in for Google's key set: a local HTTP server publishing one RS256 public key,
 * and a signer for ID tokens (tests point GOOGLE_JWKS_URL at it,
 * docs/architecture.md#operations-contract).
 */
export async function startGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  // GET /certs: the key set. GET /sign?sub=&email=&given_name=&family_name=: an ID token
  // (for end-to-end tests, whose browser needs a credential the server will accept).
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === '/sign') {
      void sign(Object.fromEntries(url.searchParams)).then((token) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' })
        res.end(token)
      })
      return
    }
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const other = await generateKeyPair('RS256')

  /** `without` leaves a time claim out, as a forger might. */
  const sign = (
    claims: JWTPayload,
    options: {
      audience?: string
      expiresIn?: string
      foreignKey?: boolean
      issuer?: string
      without?: 'exp' | 'iat'
    } = {},
  ) => {
    const jwt = new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? 'test-client-id')
    if (options.without !== 'iat') jwt.setIssuedAt()
    if (options.without !== 'exp') jwt.setExpirationTime(options.expiresIn ?? '5m')
    return jwt.sign(options.foreignKey ? other.privateKey : privateKey)
  }

  return {
    clientId: 'test-client-id',
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    signUrl: `http://127.0.0.1:${port}/sign`,
    sign,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
