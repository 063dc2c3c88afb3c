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
      draw(canvas.current, create(value, { errorCorrectionLevel: 'M' }).modules, size)
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

type Modules = { size: number; get(row: number, col: number): number }

function draw(canvas: HTMLCanvasElement, modules: Modules, size: number) {
  const total = modules.size + 2 * MARGIN
  const scale = Math.max(1, Math.floor((size * window.devicePixelRatio) / total))
  canvas.width = canvas.height = total * scale
  const context = canvas.getContext('2d')!
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#000000'
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col))
        context.fillRect((col + MARGIN) * scale, (row + MARGIN) * scale, scale, scale)
    }
  }
}
