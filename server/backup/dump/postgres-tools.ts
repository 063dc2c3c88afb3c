/**
 * PostgreSQL's client programs (pg_dump, pg_restore, psql) run on DATABASE_URL. The password
 * travels in PGPASSWORD, not on the command line, where any user of the machine could read it.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export function connection(url: string) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return {
    args: [`--dbname=${parsed.toString()}`],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

/** `base` on `host`, to name a database in a message without its password. */
export function describeDatabase(url: string) {
  const parsed = new URL(url)
  return `${decodeURIComponent(parsed.pathname.slice(1)) || parsed.username} en ${parsed.host}`
}

export type Tool = { child: ChildProcess; done: Promise<void> }

/** Starts `tool`; `done` rejects with a message in Spanish when it is missing or fails. */
export function startTool(
  tool: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: 'pipe' | 'ignore'; stdout?: 'pipe' | 'ignore' } = {},
): Tool {
  const child = spawn(tool, args, {
    env: options.env ?? process.env,
    stdio: [options.stdin ?? 'ignore', options.stdout ?? 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `No se encontró ${tool}: instalá las herramientas de PostgreSQL (paquete ` +
                'postgresql-client) de la versión del servidor o una más nueva.'
            : `No se pudo ejecutar ${tool}: ${error.message}`,
          { cause: error },
        ),
      ),
    )
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} falló: ${stderr.trim() || `código ${code}`}`)),
    )
  })
  return { child, done }
}

export const runTool = (tool: string, args: string[], env?: NodeJS.ProcessEnv) =>
  startTool(tool, args, { env }).done
