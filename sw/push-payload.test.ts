import { describe, expect, it } from 'vitest'
import { leerPayload, opcionesDeNotificacion } from './push-payload.ts'

describe('leerPayload', () => {
  it("reads the server's JSON", () => {
    const text = JSON.stringify({
      title: 'Pago registrado',
      body: 'Gracias',
      url: '/cuenta/cuotas',
    })
    expect(leerPayload(text)).toEqual({
      title: 'Pago registrado',
      body: 'Gracias',
      url: '/cuenta/cuotas',
    })
  })

  it('shows plain text, an empty message or an off-site link under a plain title, at home', () => {
    expect(leerPayload('Hola')).toEqual({ title: 'Club Santa Rosa', body: 'Hola', url: '/' })
    expect(leerPayload(null)).toEqual({ title: 'Club Santa Rosa', body: '', url: '/' })
    const offSite = JSON.stringify({ title: 'x', body: 'y', url: 'https://malo.example/' })
    expect(leerPayload(offSite).url).toBe('/')
  })
})

describe('opcionesDeNotificacion', () => {
  it("uses the club's icon and badge, and keeps the screen to open", () => {
    expect(opcionesDeNotificacion({ title: 'A', body: 'B', url: '/cuenta/carnet' })).toEqual({
      body: 'B',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'es-AR',
      data: { url: '/cuenta/carnet' },
    })
    const conTag = opcionesDeNotificacion({ title: 'A', body: 'B', url: '/', tag: 'prueba' })
    expect(conTag.tag).toBe('prueba')
  })
})
