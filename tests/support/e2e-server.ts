import fs from 'node:fs'
import { startServer } from './start-server.ts'

/** Playwright global setup: the real server on the port and DATA_DIR the config chose. */
export default async function startE2eServer() {
  const dataDir = process.env.E2E_DATA_DIR!
  const server = await startServer({ port: process.env.E2E_PORT!, dataDir })
  return async () => {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
