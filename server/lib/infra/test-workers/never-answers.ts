/** A worker that takes requests and never answers (closing while calls wait). */
import { parentPort } from 'node:worker_threads'

parentPort!.on('message', () => {})
