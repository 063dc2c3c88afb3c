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
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
  linuxOpera:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
}

describe('the device name from the user agent', () => {
  it.each([
    [UA.androidChrome, 'Android · Chrome'],
    [UA.androidSamsung, 'Android · Samsung Internet'],
    [UA.iphoneSafari, 'iPhone · Safari'],
    [UA.iphoneChrome, 'iPhone · Chrome'],
    [UA.windowsEdge, 'Windows · Edge'],
    [UA.macFirefox, 'Mac · Firefox'],
    [UA.linuxOpera, 'Linux · Opera'],
  ])('%s → %s', (userAgent, nombre) => {
    expect(nombreDispositivo(userAgent)).toBe(nombre)
  })

  it('names what it cannot recognize', () => {
    expect(nombreDispositivo('curl/8.5.0')).toBe('Dispositivo')
    expect(nombreDispositivo('')).toBe('Dispositivo')
  })
})
