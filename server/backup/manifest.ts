/**
 * `manifest.json`, the first entry of a backup (docs/operations.md#backups-and-restore): what
 * made it, when, the app's schema version, and how to check the database entry it carries.
 */
import fs from 'node:fs'
import * as v from 'valibot'

export const FORMAT = 1
export const MANIFEST_ENTRY = 'manifest.json'

export type Engine = 'pglite' | 'postgres'
export const ENGINE_NAME: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' }
/** PGlite's own data-dir tarball, or pg_dump's custom format. */
export const DATABASE_ENTRY: Record<Engine, string> = {
  pglite: 'pglite.tar.gz',
  postgres: 'database.pgdump',
}

/** The folders of DATA_DIR a backup holds; `mapa/` is a cache the server makes again. */
export const FILE_FOLDERS = ['uploads', 'club'] as const
export type FileFolder = (typeof FILE_FOLDERS)[number]

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

const manifestSchema = v.object({
  format: v.literal(FORMAT),
  app: v.literal('club-pwa'),
  engine: v.picklist(['pglite', 'postgres']),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** PostgreSQL's version inside PGlite, or the server's. */
  serverVersion: v.string(),
  /** The last migration applied: its tag, drizzle's `created_at` for it, and how many ran. */
  migration: v.object({ tag: v.string(), createdAt: count, applied: count }),
  database: v.object({
    entry: v.string(),
    bytes: count,
    sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  }),
  files: v.object({ uploads: count, club: count }),
})
export type Manifest = v.InferOutput<typeof manifestSchema>

/** The manifest in `bytes`, or an error that says why the file is no backup of ours. */
export function parseManifest(bytes: Buffer): Manifest {
  let json: unknown
  try {
    json = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new Error('su manifest.json no es JSON')
  }
  const format = (json as { format?: unknown } | null)?.format
  if (typeof format === 'number' && format > FORMAT) {
    throw new Error(
      `tiene el formato ${format} y esta versión de la app lee hasta el ${FORMAT}: actualizá la app`,
    )
  }
  const result = v.safeParse(manifestSchema, json)
  if (!result.success) throw new Error('su manifest.json no es el de una copia del club')
  return result.output
}

type JournalEntry = { when: number; tag: string }

/** The migrations this version of the app knows, oldest first (drizzle-kit's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = new URL('../db/migrations/meta/_journal.json', import.meta.url)
  return (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: JournalEntry[] }).entries
}

/** The manifest's `migration`, named after the journal's entry (or its date, if unknown). */
export function migrationOf(applied: number, last: number): Manifest['migration'] {
  const tag = knownMigrations().find((entry) => entry.when === last)?.tag ?? `desconocida-${last}`
  return { tag, createdAt: last, applied }
}

/** Null when this app can serve a database at `migration`; else why it cannot. */
export function newerThanApp(migration: Manifest['migration']): string | null {
  const known = knownMigrations()
  const newest = known.at(-1)
  if (!newest || migration.createdAt <= newest.when) return null
  return (
    `La copia es de una versión más nueva de la app (migración ${migration.tag}; ` +
    `esta llega hasta ${newest.tag}). Actualizá la app antes de restaurarla.`
  )
}
