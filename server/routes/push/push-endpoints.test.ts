import { describe, expect, it } from 'vitest'
import { isAllowedPushEndpoint, parsePushOrigins } from './push-endpoints.ts'

const LOCAL = ['https://127.0.0.1:8443']

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://db5p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.googleapis.com/fcm/send/x',
    'https://127.0.0.1:8443/push/1',
  ])('accepts a push service: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, LOCAL)).toBe(true)
  })

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a look-alike suffix', 'https://fcm.googleapis.com.evil.com/fcm/send/x'],
    ['the host in the fragment', 'https://evil.com#fcm.googleapis.com'],
    ['credentials before the host', 'https://fcm.googleapis.com@evil.com/x'],
    ['credentials of the right host', 'https://user:pw@fcm.googleapis.com/x'],
    ['the host in the path', 'https://evil.com/fcm.googleapis.com/x'],
    ['the host in the query', 'https://evil.com/?h=fcm.googleapis.com'],
    ['a backslash trick', 'https://evil.com\\@fcm.googleapis.com/x'],
    ['another googleapis host', 'https://storage.googleapis.com/bucket/x'],
    ['a suffix without its dot', 'https://evilpush.apple.com/x'],
    ['a port of its own', 'https://fcm.googleapis.com:8443/x'],
    ['an IP literal not listed', 'https://10.0.0.1/push'],
    ['an IPv6 literal', 'https://[::1]/push'],
    ['the listed IP on another port', 'https://127.0.0.1:9443/push'],
    ['the listed origin over http', 'http://127.0.0.1:8443/push'],
    ['localhost', 'https://localhost/push'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/x'],
    ['javascript', 'javascript:alert(1)'],
    ['a file', 'file:///etc/passwd'],
  ])('refuses %s', (_, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, LOCAL)).toBe(false)
  })

  it('allows nothing but the push services without PUSH_ENDPOINT_ORIGINS', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/1')).toBe(false)
  })
})

describe('parsePushOrigins', () => {
  it('reads comma-separated https origins', () => {
    expect(parsePushOrigins(' https://127.0.0.1:8443, https://push.example.org/ ,')).toEqual([
      'https://127.0.0.1:8443',
      'https://push.example.org',
    ])
    expect(parsePushOrigins(undefined)).toEqual([])
  })

  it.each([
    'http://127.0.0.1:8443',
    'https://127.0.0.1:8443/push',
    'https://user@push.example.org',
    'push.example.org',
  ])('refuses what is not an https origin: %s', (raw) => {
    expect(parsePushOrigins(raw)).toEqual({ invalid: raw })
  })
})
