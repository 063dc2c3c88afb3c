import { Worker, type WorkerOptions } from 'node:worker_threads'

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
