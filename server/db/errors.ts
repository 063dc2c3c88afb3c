/** The constraint of a unique violation (PGlite and postgres.js name it differently), or null. */
export function uniqueViolation(error: unknown): string | null {
  let current = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: string; constraint?: string; constraint_name?: string }
    if (e.code === '23505') return e.constraint ?? e.constraint_name ?? ''
    current = (current as { cause?: unknown }).cause
  }
  return null
}
