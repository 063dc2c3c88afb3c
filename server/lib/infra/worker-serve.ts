/**
 * The worker's side of worker-channel.ts: answers each request with what `handle` returns.
 * A synchronous handler answers in the order requests came; an asynchronous one as each ends.
 */
import { parentPort } from 'node:worker_threads'
import type { ChannelAnswer, ChannelRequest, PlainError } from './worker-protocol.ts'

/**
 * An error keeps what callers read (code, constraint, detail…) but not its class, nor
 * fields no message can carry (a query's parsers are functions).
 */
function plainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields = Object.entries(error).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  )
  return { ...Object.fromEntries(fields), name: error.name, message: error.message }
}

export function serveRequests<Q, A>(handle: (request: Q) => A | Promise<A>) {
  const port = parentPort!
  const fail = (id: number, error: unknown) =>
    port.postMessage({ id, ok: false, error: plainError(error) } satisfies ChannelAnswer<A>)
  /** The answer, or why it cannot travel: a caller is never left waiting. */
  const answer = (id: number, value: A) => {
    try {
      port.postMessage({ id, ok: true, answer: value } satisfies ChannelAnswer<A>)
    } catch (error) {
      fail(id, error)
    }
  }
  port.on('message', ({ id, request }: ChannelRequest<Q>) => {
    let result: A | Promise<A>
    try {
      result = handle(request)
    } catch (error) {
      return fail(id, error)
    }
    if (result instanceof Promise)
      result.then(
        (value) => answer(id, value),
        (error: unknown) => fail(id, error),
      )
    else answer(id, result)
  })
}
