/**
 * A steady offered load: `rate` requests a second spread evenly over `connections` keep-alive
 * connections, one request in flight per connection (as wrk2 does). autocannon's rate limit
 * is no such thing: each connection sends its share of a second as fast as it can, then
 * waits for the next second, so its latencies are those of saturation.
 *
 * A request's latency runs from the moment it was due, not from when it left: a connection
 * still waiting for an earlier answer delays the next request, and that wait counts
 * (coordinated omission). The first `warmUp` seconds are sent but not measured.
 *
 * HTTP/1.1 over plain sockets, reading only the status and Content-Length of each answer:
 * the load shares the server's 2 cores, and an HTTP client library took twice the CPU.
 */
import net from 'node:net'

export type PacedLoad = {
  url: string
  connections: number
  /** Requests per second over all connections. */
  rate: number
  /** Measured seconds, after the warm-up. */
  duration: number
  warmUp: number
  headers: Record<string, string>
  path(): string
}

export type PacedResult = {
  /** Requests answered per measured second. */
  rate: number
  p50: number
  p90: number
  p99: number
  max: number
  /** Every answer, warm-up included. */
  answered: number
  non2xx: number
  errors: number
}

type Connection = {
  socket: net.Socket
  /** When the request in flight was due; null when idle. */
  inFlight: number | null
  due: number[]
  received: Buffer
  closed: boolean
}

const HEADER_END = Buffer.from('\r\n\r\n')
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i

export async function pacedLoad(load: PacedLoad): Promise<PacedResult> {
  const { hostname, port } = new URL(load.url)
  const head = Object.entries({ Host: `${hostname}:${port}`, ...load.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  const total = Math.round(load.rate * (load.warmUp + load.duration))
  const latencies: number[] = []
  let answered = 0
  let non2xx = 0
  let errors = 0
  let settled = 0
  let allSettled: () => void = () => {}
  const done = new Promise<void>((resolve) => (allSettled = resolve))
  let measuredFrom = Infinity

  const send = (connection: Connection, due: number) => {
    connection.inFlight = due
    connection.socket.write(`GET ${load.path()} HTTP/1.1\r\n${head}\r\n`)
  }
  const settle = (connection: Connection, status: number | null) => {
    const due = connection.inFlight!
    // Latencies are those of answers: a failed request would count as a fast one.
    if (status === null) errors++
    else {
      answered++
      if (status < 200 || status >= 300) non2xx++
      if (due >= measuredFrom) latencies.push(performance.now() - due)
    }
    connection.inFlight = null
    const next = connection.closed ? undefined : connection.due.shift()
    if (next !== undefined) send(connection, next)
    if (++settled === total) allSettled()
  }
  /** Every whole answer in the buffer; the rest waits for more data. */
  const read = (connection: Connection, chunk: Buffer) => {
    connection.received =
      connection.received.length === 0 ? chunk : Buffer.concat([connection.received, chunk])
    for (;;) {
      const end = connection.received.indexOf(HEADER_END)
      if (end < 0) return
      const header = connection.received.toString('latin1', 0, end)
      const length = CONTENT_LENGTH.exec(header)?.[1]
      // An answer without its length (chunked) cannot be told from the next: the
      // connection is dropped and what it had counts as failed.
      if (length === undefined || connection.inFlight === null) {
        connection.socket.destroy()
        return
      }
      const size = end + HEADER_END.length + Number(length)
      if (connection.received.length < size) return
      connection.received = connection.received.subarray(size)
      settle(connection, Number(header.slice(9, 12)))
    }
  }

  const connections = await Promise.all(
    Array.from(
      { length: load.connections },
      () =>
        new Promise<Connection>((resolve, reject) => {
          const socket = net.connect({ host: hostname, port: Number(port), noDelay: true })
          const connection: Connection = {
            socket,
            inFlight: null,
            due: [],
            received: Buffer.alloc(0),
            closed: false,
          }
          socket.once('connect', () => resolve(connection))
          socket.once('error', reject)
          socket.on('data', (chunk: Buffer) => read(connection, chunk))
        }),
    ),
  )
  for (const connection of connections) {
    connection.socket.removeAllListeners('error')
    // A broken connection loses what it had in flight and what was queued on it.
    connection.socket.on('error', () => {})
    connection.socket.on('close', () => {
      connection.closed = true
      if (connection.inFlight !== null) settle(connection, null)
      for (const due of connection.due.splice(0)) {
        connection.inFlight = due
        settle(connection, null)
      }
    })
  }

  const interval = 1000 / load.rate
  const start = performance.now() + 20
  measuredFrom = start + load.warmUp * 1000
  // Every millisecond or so, whatever came due since: a timer per request would cost more
  // than the requests.
  let scheduled = 0
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      for (; scheduled < total && start + scheduled * interval <= now; scheduled++) {
        const connection = connections[scheduled % connections.length]!
        const due = start + scheduled * interval
        if (connection.closed) {
          connection.inFlight = due
          settle(connection, null)
        } else if (connection.inFlight === null) send(connection, due)
        else connection.due.push(due)
      }
      if (scheduled < total) setTimeout(tick, 1)
      else resolve()
    }
    tick()
  })
  // An answer that never comes would stop the run for good: 10 s after the last request
  // was due, what is still waiting counts as failed.
  const deadline = setTimeout(() => connections.forEach(({ socket }) => socket.destroy()), 10_000)
  await done
  clearTimeout(deadline)
  const elapsed = (performance.now() - measuredFrom) / 1000
  for (const { socket } of connections) socket.destroy()

  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
  return {
    rate: latencies.length / elapsed,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies.at(-1)!,
    answered,
    non2xx,
    errors,
  }
}
