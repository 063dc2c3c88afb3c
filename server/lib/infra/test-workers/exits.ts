/** A worker that stops as soon as it is asked anything (worker-channel's failure rule). */
import { parentPort } from 'node:worker_threads'

parentPort!.on('message', () => process.exit(3))
