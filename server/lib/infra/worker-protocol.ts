/** The envelope of every message between the server's thread and a worker (worker-channel.ts). */

export type ChannelRequest<Q> = { id: number; request: Q }

/** What an error keeps across threads: its message and fields (code, constraint…). */
export type PlainError = { message: string; [field: string]: unknown }

/** The answer to request `id`, or the error it ended with. */
export type ChannelAnswer<A> =
  { id: number; ok: true; answer: A } | { id: number; ok: false; error: PlainError }
