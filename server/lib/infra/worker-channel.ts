/**
 * Requests to a worker thread and their answers, for the PGlite and the signature threads.
 * One failure rule for both: a thread that exits, errs, or sends an answer that cannot be
 * matched or read settles every waiting call (each waiter's `reject`, which may fall back),
 * closes the channel, is terminated, and its owner's `onFailure` hears of it once.
 */
import type { Worker } from 'node:worker_threads'
import type { ChannelAnswer, ChannelRequest, PlainError } from './worker-protocol.ts'
import { startServerWorker } from './ts-worker.ts'

/** Who waits for one answer. `resolve` may throw: the answer could not be read. */
export type Waiter<A> = { resolve(answer: A): void; reject(error: Error): void }

export type WorkerChannel<Q, A> = {
  /** Sends `request`; `waiter` hears its answer, or why none will come. */
  request(request: Q, waiter: Waiter<A>): void
  /** Why the channel is closed, or null while it is open. */
  readonly closed: Error | null
  /** Rejects whatever still waits with `reason` and stops the thread; later calls keep it. */
  close(reason?: Error): Promise<void>
}

export type ChannelOptions = {
  /** The worker's entry module, as its TypeScript source (see startServerWorker). */
  module: URL
  workerData?: unknown
  /**
   * 'in-order': the thread answers in the order it was asked (a queue, no lookup).
   * 'by-id': answers may come in any order (a reused slot per waiting call).
   */
  order: 'in-order' | 'by-id'
  onFailure(error: Error): void
}

function toError({ message, ...fields }: PlainError): Error {
  return Object.assign(new Error(message), fields)
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/**
 * Waiting calls by id. Neither store takes and drops a Map entry per call: a long-lived Map
 * with that churn remakes its table in the old generation, which only a full collection
 * frees (ADR 0012). Ids are reused once answered.
 */
type Waiting<A> = {
  readonly size: number
  /** Stores the waiter and returns its id. */
  add(waiter: Waiter<A>): number
  /** The waiter of `id`, removed; undefined when `id` is not the one expected. */
  take(id: number): Waiter<A> | undefined
  /** Removes the waiter just added as `id`, whose request could not be sent. */
  cancel(id: number): void
  /** Every waiter, removed. */
  drain(): Waiter<A>[]
}

/** Answers in order: a queue whose head is the only answer expected. */
function queue<A>(): Waiting<A> {
  const ids: number[] = []
  const waiters: Waiter<A>[] = []
  let nextId = 1
  return {
    get size() {
      return waiters.length
    },
    add(waiter) {
      const id = nextId++
      ids.push(id)
      waiters.push(waiter)
      return id
    },
    take(id) {
      if (ids[0] !== id) return undefined
      ids.shift()
      return waiters.shift()
    },
    cancel() {
      ids.pop()
      waiters.pop()
    },
    drain: () => (ids.splice(0), waiters.splice(0)),
  }
}

/** Answers in any order: the id is a slot's index, and freed slots are used again. */
function slots<A>(): Waiting<A> {
  const waiters: (Waiter<A> | undefined)[] = [undefined]
  const free: number[] = []
  let size = 0
  return {
    get size() {
      return size
    },
    add(waiter) {
      const id = free.pop() ?? waiters.length
      waiters[id] = waiter
      size++
      return id
    },
    take(id) {
      const waiter = waiters[id]
      if (!waiter) return undefined
      waiters[id] = undefined
      free.push(id)
      size--
      return waiter
    },
    cancel(id) {
      this.take(id)
    },
    drain() {
      const all = waiters.filter((waiter) => waiter !== undefined)
      waiters.length = 1
      free.length = 0
      size = 0
      return all
    },
  }
}

const readable = (message: unknown): message is ChannelAnswer<unknown> =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as { id?: unknown }).id === 'number'

/** Starts the worker. It keeps the process alive only while a call waits. */
export function openWorkerChannel<Q, A>(options: ChannelOptions): WorkerChannel<Q, A> {
  const worker: Worker = startServerWorker(options.module, { workerData: options.workerData })
  const waiting: Waiting<A> = options.order === 'in-order' ? queue() : slots()
  let closed: Error | null = null
  let closing: Promise<void> | null = null

  const take = (id: number) => {
    const waiter = waiting.take(id)
    if (waiter && waiting.size === 0) worker.unref()
    return waiter
  }

  const stop = (reason: Error) => {
    closed = reason
    for (const waiter of waiting.drain()) waiter.reject(reason)
    worker.unref()
    closing = worker.terminate().then(() => undefined)
    return closing
  }

  const fail = (error: Error) => {
    if (closed) return
    void stop(error)
    options.onFailure(error)
  }

  worker.on('message', (message: unknown) => {
    if (closed) return
    if (!readable(message)) return fail(new Error('respuesta ilegible del hilo'))
    const waiter = take(message.id)
    if (!waiter) return fail(new Error(`respuesta sin pedido (${message.id})`))
    if (!message.ok) return waiter.reject(toError(message.error))
    try {
      waiter.resolve(message.answer as A)
    } catch (error) {
      waiter.reject(asError(error))
      fail(asError(error))
    }
  })
  worker.on('error', fail)
  worker.on('messageerror', fail)
  worker.on('exit', (code) => fail(new Error(`el hilo terminó con el código ${code}`)))
  // After the listeners: attaching a 'message' listener refs the worker's port again.
  worker.unref()

  return {
    request(request, waiter) {
      if (closed) return waiter.reject(closed)
      const id = waiting.add(waiter)
      if (waiting.size === 1) worker.ref()
      try {
        worker.postMessage({ id, request } satisfies ChannelRequest<Q>)
      } catch (error) {
        // A request no message can carry (a function, say) fails alone.
        waiting.cancel(id)
        if (waiting.size === 0) worker.unref()
        waiter.reject(asError(error))
      }
    },
    get closed() {
      return closed
    },
    close: (reason = new Error('el canal está cerrado')) => closing ?? stop(closed ?? reason),
  }
}
