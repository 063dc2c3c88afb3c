import fs from 'node:fs'
import { startGoogleKeys } from './google-keys.ts'
import { startServer } from './start-server.ts'

/**
 * Playwright global setup: the real server on the port and DATA_DIR the config chose,
 * with Google sign-in pointed at a local key set whose signer the tests can call.
 */
export default async function startE2eServer() {
  const dataDir = process.env.E2E_DATA_DIR!
  const google = await startGoogleKeys()
  process.env.E2E_GOOGLE_SIGN_URL = google.signUrl
  const server = await startServer({
    port: process.env.E2E_PORT!,
    dataDir,
    env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl },
  })
  return async () => {
    await server.stop()
    await google.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
