import { Worker, type WorkerOptions } from 'node:worker_threads'

/** Whether this module runs from the TypeScript sources (tests, tsx) or from dist-server/. */
const fromSources = import.meta.url.endsWith('.ts')

/**
 * A worker thread running a TypeScript module of the server. Node 20 does not apply a
 * worker's `--import tsx` before loading its entry file, so the thread's first lines
 * register tsx's loader and then import the module.
 */
export function startTsWorker(module: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'))
  const entry = JSON.stringify(module.href)
  const bootstrap = `import(${tsx}).then(({ register }) => { register(); return import(${entry}) })`
  return new Worker(bootstrap, { ...options, eval: true })
}

/**
 * A worker thread for the entry module `module`, named by its TypeScript source beside the
 * caller. Compiled, the caller and the worker's entry are both files of dist-server/, so
 * the same name ending in .js is the compiled entry, which needs no loader (ADR 0013).
 */
export function startServerWorker(module: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (fromSources) return startTsWorker(module, options)
  return new Worker(new URL(module.href.replace(/\.ts$/, '.js')), options)
}
