import fs from 'node:fs'
import { startGoogleKeys } from './google-keys.ts'
import { startMapTiles } from './map-tiles.ts'
import { startServer } from './start-server.ts'

/**
 * Playwright global setup: the real server on the port and DATA_DIR the config chose,
 * with Google sign-in pointed at a local key set whose signer the tests can call, and the
 * club's static map made from a local tile stand-in (its failing template is there for
 * tests that start a server of their own).
 */
export default async function startE2eServer() {
  const dataDir = process.env.E2E_DATA_DIR!
  const google = await startGoogleKeys()
  process.env.E2E_GOOGLE_SIGN_URL = google.signUrl
  const tiles = await startMapTiles()
  process.env.E2E_MAP_TILES_FAILING_URL = tiles.failingUrl
  const server = await startServer({
    port: process.env.E2E_PORT!,
    dataDir,
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.jwksUrl,
      MAP_TILES_URL: tiles.url,
    },
  })
  return async () => {
    await server.stop()
    await tiles.stop()
    await google.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
