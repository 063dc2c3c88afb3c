import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lock-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('lockDataDir', () => {
  it('refuses a second owner while the first is alive', () => {
    const dir = tempDir()
    // Another live process (our parent) holds the lock.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(/ya está en uso por otro proceso/)
  })

  it('creates the lock and removes it on release', () => {
    const dir = tempDir()
    const release = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  })

  it('takes over a lock left by a process that is gone, or by an earlier life of ours', () => {
    for (const leftover of ['999999999', String(process.pid)]) {
      const dir = tempDir()
      fs.writeFileSync(path.join(dir, 'server.lock'), leftover)
      const release = lockDataDir(dir)
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
      release()
    }
  })
})
