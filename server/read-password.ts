import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

/**
 * A password from standard input, so that it stays out of the shell's history and the
 * process list: the first line of what is piped in, or typed at a prompt that does not echo.
 */
export async function readPassword(prompt = 'Contraseña: '): Promise<string> {
  const input = process.stdin
  const interactive = input.isTTY === true
  if (interactive) process.stderr.write(prompt)
  // Typed characters are not echoed: the prompt writes to a sink.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const lines = createInterface({ input, output: silent, terminal: interactive })
  try {
    for await (const line of lines) return line
    return ''
  } finally {
    lines.close()
    if (interactive) process.stderr.write('\n')
  }
}
