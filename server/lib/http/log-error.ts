import { DrizzleQueryError } from 'drizzle-orm/errors'

/**
 * A failure as the log keeps it: its kind, message and stack, and where the request went.
 * Never a query's parameters (they hold password hashes, emails, DNIs), a query string or
 * a body (docs/architecture.md#operations-contract).
 */
export function describeError(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? `\n  causa: ${describeCause(error.cause)}` : ''
    return `DrizzleQueryError: Failed query: ${error.query}${cause}\n${frames(error.stack)}`
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`
  return String(error)
}

/** Logs a failure of ours; `path` is the request's path, never its query string. */
export function logError(error: unknown, path?: string): void {
  console.error(path ? `${path}: ${describeError(error)}` : describeError(error))
}

/** A database error's code and message: PostgreSQL keeps the values in `detail`, left out. */
function describeCause(cause: Error): string {
  const code = (cause as { code?: unknown }).code
  return typeof code === 'string' ? `${code} ${cause.message}` : cause.message
}

const frames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n')
