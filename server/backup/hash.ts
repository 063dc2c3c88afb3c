import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

/** The SHA-256 (hex) of a file, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}
