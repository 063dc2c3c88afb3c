import { create } from 'qrcode'
import { useEffect, useRef } from 'react'
import { notify } from '@/lib/notify'

/** 120 px, error correction M (docs/product.md#qr-code). */
const SIZE = 120
const MARGIN = 2

/** The token as a QR drawn module by module at the screen's density: crisp, never blurred. */
export function QrCanvas({
  value,
  label,
  size = SIZE,
}: {
  value: string
  label: string
  /** CSS pixels: a phone-made code holds twice the data, in smaller modules. */
  size?: number
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  // Bundled with the card (not loaded on demand): at the gate, every round trip shows.
  useEffect(() => {
    if (!canvas.current) return
    try {
      draw(canvas.current, encode(value), size)
    } catch {
      notify('error', 'Error al leer el código QR')
    }
  }, [value, size])
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      style={{ width: size, height: size, imageRendering: 'pixelated' }}
    />
  )
}

/**
 * Byte mode and one fixed mask: choosing the mode by regular expressions and scoring the eight
 * masks took 40–50 ms of a phone's main thread on the card's first paint, and any reader decodes
 * any mask (docs/decisions/0052).
 */
function encode(value: string): Modules {
  return create([{ data: new TextEncoder().encode(value), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
  }).modules
}

type Modules = { size: number; get(row: number, col: number): number }

function draw(canvas: HTMLCanvasElement, modules: Modules, size: number) {
  const total = modules.size + 2 * MARGIN
  const scale = Math.max(1, Math.floor((size * window.devicePixelRatio) / total))
  canvas.width = canvas.height = total * scale
  const context = canvas.getContext('2d')!
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  // One path, one fill: a fill per module took a phone tens of milliseconds.
  const dark = new Path2D()
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col))
        dark.rect((col + MARGIN) * scale, (row + MARGIN) * scale, scale, scale)
    }
  }
  context.fillStyle = '#000000'
  context.fill(dark)
}
