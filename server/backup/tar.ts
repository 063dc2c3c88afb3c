/**
 * The backup's container: a POSIX tar (readable by `tar tf`), written and read as streams
 * with tar-stream. Only regular files are read: anything else makes it no backup of ours.
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { extract, pack } from 'tar-stream'

const BLOCK = 512

export class TarFormatError extends Error {}

/** A new archive in `file`: entries go in one after another, and `finish()` ends it. */
export async function createTar(file: string) {
  const handle = await fs.open(file, 'wx')
  const tar = pack()
  // flush: the archive is on disk before the backup is said to be saved.
  const written = pipeline(tar, handle.createWriteStream({ flush: true }))
  written.catch(() => undefined) // awaited by finish(); an entry that fails says why itself
  const addBuffer = (name: string, data: Buffer, mtime = new Date()) =>
    new Promise<void>((resolve, reject) => {
      tar.entry({ name, size: data.length, mtime }, data, (error) =>
        error ? reject(error) : resolve(),
      )
    })
  return {
    addBuffer,
    /** Streams `source` in: a database dump need not fit in memory. */
    async addFile(name: string, source: string) {
      const input = await fs.open(source, 'r')
      try {
        const { size, mtime } = await input.stat()
        if (size === 0) return await addBuffer(name, Buffer.alloc(0), mtime)
        // Only the size the header says, should the file grow meanwhile.
        const bytes = input.createReadStream({ end: size - 1, autoClose: false })
        await pipeline(bytes, tar.entry({ name, size, mtime })).catch((error: unknown) => {
          if (bytes.bytesRead >= size) throw error
          throw new Error(`El archivo ${source} se achicó mientras se copiaba`, { cause: error })
        })
      } finally {
        await input.close()
      }
    },
    async finish() {
      tar.finalize()
      await written
    },
    async abort() {
      tar.destroy()
      await written.catch(() => undefined)
    },
  }
}

export type TarEntry = { name: string; size: number }
/** Gets an entry's data, to read whole before it returns or to leave unread (then skipped). */
export type OnEntry = (entry: TarEntry, data: AsyncIterable<Buffer>) => Promise<void> | void

/** tar-stream's errors (extract.js, headers.js) as the reason the archive is refused. */
function formatError(error: unknown, first: boolean): unknown {
  const message = error instanceof Error ? error.message : ''
  if (message === 'Unexpected end of data') return new TarFormatError('el archivo está cortado')
  if (/^(Invalid (tar )?header|Header exceeds)/.test(message)) {
    return new TarFormatError(first ? 'no es un archivo tar' : 'un encabezado está dañado')
  }
  return error
}

/**
 * Reads the archive in `file` in one pass, `onEntry` called for each entry in order. A
 * truncated or damaged archive, or one with anything but regular files, throws a TarFormatError.
 */
export async function readTar(file: string, onEntry: OnEntry) {
  const { size: total } = await fs.stat(file)
  const input = createReadStream(file)
  const tar = extract()
  input.on('error', (error) => tar.destroy(error))
  input.pipe(tar)
  let end = 0
  try {
    for await (const data of tar) {
      const { name, size, type } = data.header
      if (type !== 'file') throw new TarFormatError('tiene entradas que no son archivos')
      // Its chunks are Buffers: tar-stream's b4a is Buffer on Node.
      await onEntry({ name, size }, data as AsyncIterable<Buffer>)
      data.resume()
      end = data.offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK
    }
  } catch (error) {
    throw formatError(error, end === 0)
  } finally {
    input.destroy()
  }
  // tar-stream accepts an archive that stops right after an entry; a whole one ends in two
  // zero blocks.
  if (total < end + 2 * BLOCK) throw new TarFormatError('el archivo está cortado')
}

/** Copies an entry's data to `target` (a new file); resolves with its SHA-256 (hex). */
export async function extractEntry(data: AsyncIterable<Buffer>, target: string) {
  const hash = createHash('sha256')
  await pipeline(
    async function* () {
      for await (const chunk of data) {
        hash.update(chunk)
        yield chunk
      }
    },
    createWriteStream(target, { flags: 'wx' }),
  )
  return hash.digest('hex')
}
