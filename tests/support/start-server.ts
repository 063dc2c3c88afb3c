import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The demo accounts' password in test servers. */
export const DEMO_PASSWORD = 'demo-de-prueba-2026'

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void> }

/**
 * Starts the real server (the build in dist/, PGlite in a DATA_DIR of its own, demo data)
 * and resolves once it listens. `stop()` ends it and removes a DATA_DIR it created.
 */
export async function startServer(
  options: { port?: string; dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  if (!fs.existsSync('dist/index.html')) throw new Error('Falta dist/: ejecutá npm run build')
  const ownDataDir = !options.dataDir
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'club-server-'))
  const server = spawn(process.execPath, ['dist-server/index.js'], {
    env: {
      ...process.env,
      PORT: options.port ?? '0',
      DATA_DIR: dataDir,
      DEMO: '1',
      DEMO_PASSWORD,
      // No test or bench asks OpenStreetMap for tiles: a closed local port, unless told.
      MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`El servidor no arrancó:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = /Servidor listo en (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    server.stdout.on('data', onData)
    server.stderr.on('data', onData)
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`El servidor terminó (código ${code}):\n${output}`))
    })
  })
  return {
    url,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
