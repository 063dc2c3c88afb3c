import type { ReadResult } from 'zxing-wasm/reader'

/** The formats the ID scanner looks for, one result only (docs/product.md#dni-scanner). */
const READER_OPTIONS = {
  formats: ['PDF417', 'QRCode', 'DataMatrix', 'Code128', 'Code39'],
  maxNumberOfSymbols: 1,
  tryHarder: true,
} as const

type Reader = (frame: ImageData) => Promise<ReadResult[]>

let reader: Promise<Reader> | null = null

/**
 * zxing-wasm with its .wasm served by us (and precached), never from a CDN: the desk
 * scans offline too. Loaded on first use only.
 */
export function loadBarcodeReader(): Promise<Reader> {
  reader ??= Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]).then(([zxing, wasm]) => {
    zxing.prepareZXingModule({
      overrides: {
        locateFile: (file: string, prefix: string) =>
          file.endsWith('.wasm') ? wasm.default : prefix + file,
      },
    })
    return (frame: ImageData) =>
      zxing.readBarcodes(frame, { ...READER_OPTIONS, formats: [...READER_OPTIONS.formats] })
  })
  return reader
}
