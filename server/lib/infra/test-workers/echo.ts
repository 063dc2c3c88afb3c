/** A worker that answers each request after `delay` ms, in any order (worker-channel tests). */
import { serveRequests } from '../worker-serve.ts'

serveRequests<{ value: unknown; delay: number; fail?: boolean }, unknown>(
  ({ value, delay, fail }) =>
    new Promise((resolve, reject) =>
      setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), delay),
    ),
)
