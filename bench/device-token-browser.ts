/**
 * A phone making its card's code (docs/architecture.md#device-token), in headless Chromium
 * with the CPU slowed 4× as Lighthouse's mobile profile slows it: the shared
 * `src/domain/dispositivos/device-token.ts`, bundled with esbuild, signs with a non-extractable key
 * WebCrypto made in the page. Used by bench/device-token.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import {
  firmarCertificado,
  type DeviceAlgorithm,
  type signDeviceToken,
} from '../src/domain/dispositivos/device-token.ts'
import type { QrKey } from '../src/domain/carnet/qr-token.ts'
import { defaultLaunch } from './browser-bench.ts'

const CPU_SLOWDOWN = 4

type Pair = { publicKey: QrKey; privateKey: QrKey }

/** Times per algorithm (ms) of `runs` codes made in the page, after 20 unmeasured ones. */
export async function makeTimesInChromium(
  algs: readonly DeviceAlgorithm[],
  runs: number,
): Promise<Record<string, number[]>> {
  const bundle = await build({
    entryPoints: ['src/domain/dispositivos/device-token.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'deviceToken',
    write: false,
    target: 'es2022',
  })
  const script = bundle.outputFiles[0]!.text
  // http://127.0.0.1 is a secure context: WebCrypto's subtle is there.
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<script>${script}</script>`),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const browser = await chromium.launch(defaultLaunch)
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const server_ = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, [
      'sign',
      'verify',
    ])) as Pair
    const times: Record<string, number[]> = {}
    for (const alg of algs) {
      // The phone's key pair, made in the page; the server certifies its public key.
      const raw = await page.evaluate(async (alg) => {
        const params =
          alg === 'Ed25519' ? { name: 'Ed25519' } : { name: 'ECDSA', namedCurve: 'P-256' }
        const pair = (await crypto.subtle.generateKey(params, false, [
          'sign',
          'verify',
        ])) as CryptoKeyPair
        ;(window as unknown as { phoneKey: CryptoKey }).phoneKey = pair.privateKey
        return Array.from(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
      }, alg)
      const certificado = await firmarCertificado(
        {
          kid: 'a1b2c3d4',
          socioId: 7,
          dispositivoId: 5,
          validoHasta: Math.floor(Date.now() / 1000) + 86_400,
          alg,
          publicKey: new Uint8Array(raw),
        },
        server_.privateKey,
      )
      // No function declared inside: tsx names them with a helper the page does not have.
      times[alg] = await page.evaluate(
        async ({ certificado, runs }) => {
          const w = window as unknown as {
            phoneKey: CryptoKey
            deviceToken: { signDeviceToken: typeof signDeviceToken }
          }
          const out: number[] = []
          for (let i = -20; i < runs; i++) {
            const start = performance.now()
            await w.deviceToken.signDeviceToken({
              certificado,
              privateKey: w.phoneKey,
              now: Date.now(),
            })
            if (i >= 0) out.push(performance.now() - start)
          }
          return out
        },
        { certificado, runs },
      )
    }
    return times
  } finally {
    await browser.close()
    server.close()
  }
}

export { CPU_SLOWDOWN }
