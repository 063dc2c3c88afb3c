/**
 * The card's code made on the phone (docs/architecture.md#device-token), against the server's:
 * - its length and the QR version it takes at error correction M;
 * - the time to make one on the phone (signDeviceToken), Ed25519 and P-256 device keys: in
 *   Node, and in headless Chromium with its CPU slowed 4× (bench/device-token-browser.ts);
 * - the kiosk's check of one offline (verifyDeviceToken with WebCrypto), against verifyQrToken;
 * - the server's validarToken with device codes against server codes: the app as `npm start`
 *   serves it (the Node listener below Hono), on PGlite, autocannon's connections as fast as
 *   it answers. Server, load and PGlite share this process (no build needed): the figures
 *   compare the two kinds of code, they are not the budget's (bench/gate-server.ts).
 *   npx tsx bench/device-token.ts [-- --members 300 --duration 5 --connections 50]
 * Device codes live ±45 s: each load's codes are made just before it, and a load lasts less.
 */
import fs from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import {
  deviceKeyParams,
  firmarCertificado,
  signDeviceToken,
  verifyDeviceToken,
  type DeviceAlgorithm,
} from '../src/domain/dispositivos/device-token.ts'
import { qrClaims, signQrToken, verifyQrToken, type QrKey } from '../src/domain/carnet/qr-token.ts'
import { createApp } from '../server/app.ts'
import { openDatabase } from '../server/db/client.ts'
import { seedSocios } from '../server/seed/seed-socios.ts'
import { socios } from '../server/db/schema/socios.ts'
import { issueQrToken } from '../server/routes/carnet/qr-keys.ts'
import { createNodeServer } from '../server/node-server.ts'
import { deviceToken, registerDevice, type TestDevice } from '../tests/support/device-tokens.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'
import { autocannon } from './bench-server.ts'
import { CPU_SLOWDOWN, makeTimesInChromium } from './device-token-browser.ts'

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '300' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '200' },
  },
})
const MEMBERS = Number(values.members)
const DURATION = Number(values.duration)
const CONNECTIONS = Number(values.connections)
const RUNS = Number(values.runs)
const ALGS: DeviceAlgorithm[] = ['Ed25519', 'P-256']

type Pair = { publicKey: QrKey; privateKey: QrKey }
const generate = (params: { name: string; namedCurve?: string }) =>
  crypto.subtle.generateKey(params, false, ['sign', 'verify']) as Promise<Pair>

/** p50 and p95 of `fn`'s time over RUNS runs, after 20 unmeasured ones. */
async function timeIt(fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  return quantiles(times)
}

function quantiles(times: number[]) {
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`
}

async function onThePhoneAndKiosk() {
  const server = await generate({ name: 'Ed25519' })
  const keys = new Map([['a1b2c3d4', server.publicKey]])
  const nowSeconds = Math.floor(Date.now() / 1000)
  const qr = await signQrToken(qrClaims('a1b2c3d4', 7, nowSeconds), server.privateKey)
  const version = (text: string) => QRCode.create(text, { errorCorrectionLevel: 'M' }).version
  console.log(`  código del servidor: ${qr.length} caracteres, QR versión ${version(qr)} (M)`)
  console.log(`  kiosco, verifyQrToken: ${await timeIt(() => verifyQrToken(qr, keys, nowSeconds))}`)
  for (const alg of ALGS) {
    const device = await generate(deviceKeyParams(alg))
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', device.publicKey))
    const certificado = await firmarCertificado(
      {
        kid: 'a1b2c3d4',
        socioId: 7,
        dispositivoId: 5,
        validoHasta: nowSeconds + 86_400,
        alg,
        publicKey,
      },
      server.privateKey,
    )
    const make = () =>
      signDeviceToken({ certificado, privateKey: device.privateKey, now: Date.now() })
    const token = await make()
    const revocados = new Set<number>()
    console.log(
      `  ${alg}: ${token.length} caracteres, QR versión ${version(token)} (M); ` +
        `hacerlo (signDeviceToken) ${await timeIt(make)}; ` +
        `verificarlo en el kiosco ${await timeIt(() => verifyDeviceToken(token, { keys, revocados, nowSeconds }))}`,
    )
  }
}

async function onTheServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-device-'))
  const database = await openDatabase({ dataDir, databaseUrl: undefined })
  let server: Server | undefined
  const app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
  try {
    await database.migrate()
    await seedSocios(database.db, MEMBERS, { seed: 1 })
    const { token: session } = await createTestUser(database.db, {
      level: 1,
      departments: ['control'],
    })
    const activos = await database.db
      .select({ id: socios.id })
      .from(socios)
      .where(eq(socios.estado, 'Activo'))
    const devices: Record<DeviceAlgorithm, TestDevice[]> = { Ed25519: [], 'P-256': [] }
    for (const [i, { id }] of activos.entries())
      devices[ALGS[i % 2]!].push(await registerDevice(database.db, id, { alg: ALGS[i % 2]! }))
    server = await createNodeServer(app.fetch, app.services)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    console.log(
      `  ${activos.length} socios activos; ${CONNECTIONS} conexiones, ${DURATION} s por carga, ` +
        `en proceso con la carga`,
    )

    const load = async (codes: string[]) => {
      let next = 0
      return autocannon({
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { ...bearer(session), 'X-Dispositivo': 'bench' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/socios/validarToken/${codes[next++ % codes.length]}`,
            }),
          },
        ],
      })
    }
    const kinds: [string, () => Promise<string[]>][] = [
      ['del servidor', () => Promise.all(activos.map(({ id }) => issueQrToken(database.db, id)))],
      ...ALGS.map(
        (alg) =>
          [`del teléfono ${alg}`, () => Promise.all(devices[alg].map((d) => deviceToken(d)))] as [
            string,
            () => Promise<string[]>,
          ],
      ),
    ]
    // A first load of each kind warms the server up; the second is the one printed.
    for (const round of [0, 1])
      for (const [label, make] of kinds) {
        const result = await load(await make())
        if (round === 0) continue
        console.log(
          `  validarToken, códigos ${label}: ${Math.round(result.requests.average)} req/s, ` +
            `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
            `${result['2xx']} 2xx, ${result.non2xx} no 2xx, ${result.errors} errores`,
        )
      }
  } finally {
    // autocannon stops with requests still in flight: their check-ins are recorded before
    // the buffer is written and the database closes.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    if (server) await new Promise((resolve) => server!.close(resolve))
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log('Teléfono y kiosco (WebCrypto de Node)')
await onThePhoneAndKiosk()
console.log(`\nTeléfono en Chromium, CPU ${CPU_SLOWDOWN}× más lenta (presupuesto: hacerlo ≤ 20 ms)`)
for (const [alg, times] of Object.entries(await makeTimesInChromium(ALGS, RUNS)))
  console.log(`  ${alg}: hacerlo (signDeviceToken) ${quantiles(times)}`)
console.log('\nServidor (PGlite)')
await onTheServer()
