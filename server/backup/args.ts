/** Arguments of `backup` and `restore`, and how their paths and sizes are read and told. */
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { BackupError } from './backup-error.ts'

export const BACKUP_USAGE = 'backup [--to ARCHIVO]'
export const RESTORE_USAGE = 'restore --from ARCHIVO [--force]'

export const toArg = v.optional(v.pipe(v.string(), v.minLength(1, '--to no puede estar vacío')))
export const fromArg = v.pipe(
  v.string('Falta --from: el archivo de la copia a restaurar'),
  v.minLength(1, '--from no puede estar vacío'),
)

/** node:util's parseArgs, strict, its English errors said in Spanish with the usage. */
export function parseOptions<const O extends Record<string, { type: 'string' | 'boolean' }>>(
  args: string[],
  options: O,
  usage: string,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (!code?.startsWith('ERR_PARSE_ARGS')) throw error
    const what = /'([^' ]+)/.exec((error as Error).message)?.[1] ?? ''
    throw new BackupError(`Argumento inválido: ${what}. Uso: npm run cli -- ${usage}`, {
      cause: error,
    })
  }
}

/**
 * A path as the person typed it: relative to the folder they ran the command in (npm sets
 * INIT_CWD to it; `npm run` itself runs in the project's folder).
 */
export const fromUserFolder = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file)

const two = (n: number) => String(n).padStart(2, '0')

/** club-backup-2026-11-24-2359.tar: the local date and time, sorted by name. */
export const defaultBackupName = (now: Date) =>
  `club-backup-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}-` +
  `${two(now.getHours())}${two(now.getMinutes())}.tar`

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 })

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${decimal.format(bytes / 1024)} KB`
    : `${decimal.format(bytes / 1024 / 1024)} MB`

export const formatSeconds = (ms: number) => `${decimal.format(ms / 1000)} s`

/** 24/11/2026 23:59, local time. */
export function formatDate(iso: string) {
  const d = new Date(iso)
  return (
    `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ` +
    `${two(d.getHours())}:${two(d.getMinutes())}`
  )
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "3 archivos de uploads/ y 1 de club/". */
export const describeFiles = (files: { uploads: number; club: number }) =>
  `${plural(files.uploads, 'archivo', 'archivos')} de uploads/ y ${files.club} de club/`
