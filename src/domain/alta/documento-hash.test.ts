import { describe, expect, it } from 'vitest'
import { hashDocumento, importDocumentoKey } from './documento-hash'

/** 32 bytes of 7, base64url; the hash below is Node's createHmac('sha256') of the same. */
const KEY = 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc'

describe('hashDocumento', () => {
  it('is the first 16 bits of HMAC-SHA256 of the digits under the gate key, in hex (ADR 0041)', async () => {
    const key = await importDocumentoKey(KEY)
    expect(await hashDocumento(key, '30111222')).toBe('732e')
    expect(await hashDocumento(key, ' 30.111.222 ')).toBe('732e')
    expect(await hashDocumento(key, '30111223')).not.toBe('732e')
  })

  it('depends on the key', async () => {
    const other = await importDocumentoKey('CAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg')
    expect(await hashDocumento(other, '30111222')).not.toBe('732e')
  })

  it('refuses a key that is not one', async () => {
    await expect(importDocumentoKey('corta')).rejects.toThrow('Clave de documentos inválida')
    await expect(importDocumentoKey('no es base64!')).rejects.toThrow()
  })
})
