import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('has working defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ port: 3000, demo: true, databaseUrl: undefined, trustProxy: 0 })
    expect(env.mapTilesUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(env.deviceCertDays).toBe(7)
    expect(env.dataDir).toBe(path.resolve('data'))
  })

  it('loads no demo data in production unless DEMO says so', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.org' }
    expect(parseEnv(production).demo).toBe(false)
    expect(parseEnv({ ...production, DEMO: '1' }).demo).toBe(true)
    expect(parseEnv({ NODE_ENV: 'development' }).demo).toBe(true)
  })

  it('a production server needs PUBLIC_URL: reset links are never built from the Host header', () => {
    const message =
      'Configuración inválida:\n  PUBLIC_URL: con NODE_ENV=production es obligatoria ' +
      '(los enlaces para cambiar la contraseña se arman con ella)'
    expect(() => parseEnv({ NODE_ENV: 'production' }, { server: true })).toThrow(
      new EnvError(message),
    )
    const env = parseEnv(
      { NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.org' },
      { server: true },
    )
    expect(env).toMatchObject({ production: true, publicUrl: 'https://club.example.org' })
    expect(parseEnv({}, { server: true })).toMatchObject({ production: false })
    // The command line (backups from cron among them) makes no links.
    expect(parseEnv({ NODE_ENV: 'production' }).publicUrl).toBeUndefined()
  })

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/tmp/club',
      DATABASE_URL: 'postgres://u@localhost/db',
      DEMO: '0',
      PUBLIC_URL: 'https://club.example.org/',
      TRUST_PROXY: '1',
      MAP_TILES_URL: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=k',
      DEVICE_CERT_DAYS: '30',
    })
    expect(env).toMatchObject({
      mapTilesUrl: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=k',
      port: 8080,
      dataDir: '/tmp/club',
      databaseUrl: 'postgres://u@localhost/db',
      demo: false,
      publicUrl: 'https://club.example.org',
      trustProxy: 1,
      deviceCertDays: 30,
    })
  })

  it('takes a certificate of 1 to 30 whole days for the phones', () => {
    expect(parseEnv({ DEVICE_CERT_DAYS: '1' }).deviceCertDays).toBe(1)
    for (const bad of ['0', '31', '7.5', '-1', 'siete', '100']) {
      expect(() => parseEnv({ DEVICE_CERT_DAYS: bad }), bad).toThrow(
        /DEVICE_CERT_DAYS debe ser un número de días de 1 a 30/,
      )
    }
  })

  it('reports every bad value at once, in Spanish', () => {
    const parse = () =>
      parseEnv({ PORT: '70000', DEMO: 'si', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'sí' })
    expect(parse).toThrow(EnvError)
    expect(parse).toThrow(/PORT debe ser un número entre 0 y 65535/)
    expect(parse).toThrow(/DEMO debe ser 0 o 1/)
    expect(parse).toThrow(/DATABASE_URL debe empezar con postgres:\/\//)
    expect(parse).toThrow(/TRUST_PROXY debe ser un número de 0 a 10/)
    expect(() => parseEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/)
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
  })

  it('takes only an http(s) tile URL whose host has no placeholder', () => {
    for (const bad of [
      'ftp://tiles.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org/{z}/{x}.png',
      'https://{z}.tiles.example.org/{z}/{x}/{y}.png',
      'file:///{z}/{x}/{y}.png',
      'no es una url {z} {x} {y}',
    ]) {
      expect(() => parseEnv({ MAP_TILES_URL: bad }), bad).toThrow(
        'MAP_TILES_URL debe ser una URL http(s) con {z}, {x} e {y}',
      )
    }
  })

  it('signs pushes as the club by default, and takes only mailto: or a public https subject', () => {
    expect(parseEnv({}).vapidSubject).toBe('mailto:secretaria@clubsantarosa.com.ar')
    expect(parseEnv({ VAPID_SUBJECT: 'mailto:avisos@club.example.org' }).vapidSubject).toBe(
      'mailto:avisos@club.example.org',
    )
    expect(parseEnv({ VAPID_SUBJECT: 'https://club.example.org' }).vapidSubject).toBe(
      'https://club.example.org',
    )
    for (const bad of [
      'https://localhost',
      'https://localhost:5173/',
      'https://app.localhost',
      'http://club.example.org',
      'secretaria@clubsantarosa.com.ar',
      'mailto:',
    ]) {
      expect(() => parseEnv({ VAPID_SUBJECT: bad }), bad).toThrow(
        /VAPID_SUBJECT debe ser mailto:correo o una URL https:\/\/ pública/,
      )
    }
  })

  it('reads the extra push origins once, and refuses what is not an https origin', () => {
    expect(parseEnv({}).pushEndpointOrigins).toEqual([])
    expect(
      parseEnv({ PUSH_ENDPOINT_ORIGINS: 'https://127.0.0.1:8443,https://push.example.org' })
        .pushEndpointOrigins,
    ).toEqual(['https://127.0.0.1:8443', 'https://push.example.org'])
    for (const bad of ['http://127.0.0.1:8443', 'https://127.0.0.1:8443/push', 'nada']) {
      expect(() => parseEnv({ PUSH_ENDPOINT_ORIGINS: bad }), bad).toThrow(
        /PUSH_ENDPOINT_ORIGINS debe ser una lista de orígenes https:\/\//,
      )
    }
  })
})
