/** A worker whose answers no channel can read, or that answer a request never made. */
import { parentPort, workerData } from 'node:worker_threads'

const port = parentPort!
port.on('message', ({ id }: { id: number }) =>
  port.postMessage(workerData === 'unknown-id' ? { id: id + 100, ok: true, answer: 1 } : 'hola'),
)
