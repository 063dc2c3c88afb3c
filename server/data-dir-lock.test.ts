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
    const release = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(/ya está en uso/)
    release()
    lockDataDir(dir)()
  })

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999')
    const release = lockDataDir(dir)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })
})
