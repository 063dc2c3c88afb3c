import { describe, expect, it } from 'vitest'
import { imageSignature, isImageFile } from './image-file'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  )
const padding = new Array<number>(16).fill(0)

describe('imageSignature', () => {
  it('knows the formats the server takes by their first bytes', () => {
    expect(imageSignature(bytes([0xff, 0xd8, 0xff, 0xe0], padding))).toBe('jpeg')
    expect(imageSignature(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], padding))).toBe('png')
    expect(imageSignature(bytes('RIFF', [1, 2, 3, 4], 'WEBP', padding))).toBe('webp')
    expect(imageSignature(bytes([0, 0, 0, 0x1c], 'ftypavif', padding))).toBe('avif')
  })

  it('refuses text, PDF, GIF, HEIC and files too short to tell', () => {
    expect(imageSignature(bytes('no soy una foto, soy un texto'))).toBeNull()
    expect(imageSignature(bytes('%PDF-1.7\n1 0 obj <<'))).toBeNull()
    expect(imageSignature(bytes('GIF89a', padding))).toBeNull()
    expect(imageSignature(bytes([0, 0, 0, 0x18], 'ftypheic', padding))).toBeNull()
    expect(imageSignature(bytes([0xff, 0xd8, 0xff]))).toBeNull()
  })
})

describe('isImageFile', () => {
  it('refuses a text file however it is named or typed', async () => {
    const text = new File(['no soy una foto'], 'foto.jpg', { type: 'image/jpeg' })
    expect(await isImageFile(text)).toBe(false)
  })
})
