/**
 * HAProxy from Debian's packages on loopback, balancing round-robin over API processes as a
 * club's proxy would (docs/operations.md#several-processes). Each answer names the process
 * that gave it in `X-Servidor`; `answered()` counts each process's 2xx from HAProxy's stats.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const BINARY = '/usr/sbin/haproxy'

export type Haproxy = {
  url: string
  /** 2xx answers each backend gave, by its name (`a`, `b`, …). */
  answered(): Promise<Record<string, number>>
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** `backends`: the processes' base URLs, named `a`, `b`, … in order. */
export async function startHaproxy(backends: string[]): Promise<Haproxy> {
  if (!fs.existsSync(BINARY)) {
    throw new Error('HAProxy no está instalado: apt-get install haproxy (lo hace .ci/run)')
  }
  const [port, statsPort] = [await freePort(), await freePort()]
  const names = backends.map((_, i) => String.fromCharCode(97 + i))
  const config = `
global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  option forwardfor
frontend club
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  http-response set-header X-Servidor %s
${backends.map((url, i) => `  server ${names[i]} ${new URL(url).host} check inter 1s`).join('\n')}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-haproxy-'))
  const file = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(file, config)
  const child = spawn(BINARY, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`HAProxy terminó:\n${output}`)
    if (waited > 10_000) throw new Error(`HAProxy no escucha en ${url}:\n${output}`)
    const ok = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    answered: async () => {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text()
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n')
      const columns = header!.split(',')
      const at = (row: string[], column: string) => row[columns.indexOf(column)]!
      const counts: Record<string, number> = {}
      for (const row of rows.map((line) => line.split(','))) {
        if (at(row, 'pxname') === 'api' && names.includes(at(row, 'svname'))) {
          counts[at(row, 'svname')] = Number(at(row, 'hrsp_2xx'))
        }
      }
      return counts
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
