/** Reads a QR code out of a PNG in Node with zxing-wasm, its .wasm loaded from disk. */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

const require = createRequire(import.meta.url)
let ready: Promise<unknown> | undefined

function loadReader(): Promise<unknown> {
  ready ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((bytes) =>
    prepareZXingModule({
      overrides: { wasmBinary: new Uint8Array(bytes).buffer },
      fireImmediately: true,
    }),
  )
  return ready
}

/** The text of the QR code in `png`, or null when none is found. */
export async function readQr(png: Buffer): Promise<string | null> {
  await loadReader()
  const [result] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] })
  return result?.isValid ? result.text : null
}
