import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('has working defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ port: 3000, demo: true, databaseUrl: undefined })
    expect(env.dataDir).toBe(path.resolve('data'))
  })

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/tmp/club',
      DATABASE_URL: 'postgres://u@localhost/db',
      DEMO: '0',
      PUBLIC_URL: 'https://club.example.org/',
    })
    expect(env).toMatchObject({
      port: 8080,
      dataDir: '/tmp/club',
      databaseUrl: 'postgres://u@localhost/db',
      demo: false,
      publicUrl: 'https://club.example.org',
    })
  })

  it('reports every bad value at once, in Spanish', () => {
    const parse = () => parseEnv({ PORT: '70000', DEMO: 'si', DATABASE_URL: 'mysql://x' })
    expect(parse).toThrow(EnvError)
    expect(parse).toThrow(/PORT debe ser un número entre 0 y 65535/)
    expect(parse).toThrow(/DEMO debe ser 0 o 1/)
    expect(parse).toThrow(/DATABASE_URL debe empezar con postgres:\/\//)
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
  })
})
