import { describe, expect, it } from 'vitest'
import { nombreDispositivo } from './device-name'

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  // Chrome's reduced user agent: no model, 'K' in its place.
  androidReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
  linuxOpera:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
}

describe('the device name from the user agent', () => {
  it.each([
    [UA.androidChrome, 'Pixel 8 · Android · Chrome'],
    [UA.androidSamsung, 'SM-A536B · Android · Samsung Internet'],
    [UA.androidReduced, 'Android · Chrome'],
    [UA.iphoneSafari, 'iPhone · Safari'],
    [UA.iphoneChrome, 'iPhone · Chrome'],
    [UA.windowsEdge, 'Windows · Edge'],
    [UA.macFirefox, 'Mac · Firefox'],
    [UA.linuxOpera, 'Linux · Opera'],
  ])('%s → %s', (userAgent, nombre) => {
    expect(nombreDispositivo(userAgent)).toBe(nombre)
  })

  it('takes the model and the system from the Client Hints where the browser gives them', () => {
    // A phone whose Chrome reports 'Linux' in its user agent (desktop view) or 'K' for a model.
    expect(
      nombreDispositivo(UA.linuxChrome, {
        model: 'Pixel 8',
        platform: 'Android',
        platformVersion: '14.0.0',
      }),
    ).toBe('Pixel 8 · Android 14 · Chrome')
    expect(
      nombreDispositivo(UA.androidReduced, {
        model: 'SM-A536B',
        platform: 'Android',
        platformVersion: '13.0.0',
      }),
    ).toBe('SM-A536B · Android 13 · Chrome')
    expect(
      nombreDispositivo(UA.windowsEdge, {
        model: '',
        platform: 'Windows',
        platformVersion: '15.0.0',
      }),
    ).toBe('Windows 11 · Edge')
    expect(
      nombreDispositivo(UA.windowsEdge, {
        model: '',
        platform: 'Windows',
        platformVersion: '10.0.0',
      }),
    ).toBe('Windows 10 · Edge')
    // Desktop Linux says no model: still 'Linux · Chrome'.
    expect(
      nombreDispositivo(UA.linuxChrome, { model: '', platform: 'Linux', platformVersion: '' }),
    ).toBe('Linux · Chrome')
  })

  it('never longer than the server takes', () => {
    expect(nombreDispositivo(UA.linuxChrome, { model: 'M'.repeat(80) })).toHaveLength(60)
  })

  it('names what it cannot recognize', () => {
    expect(nombreDispositivo('curl/8.5.0')).toBe('Dispositivo')
    expect(nombreDispositivo('')).toBe('Dispositivo')
  })
})
