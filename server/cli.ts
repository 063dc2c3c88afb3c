/**
 * Operations commands: `npm run cli -- <command>`. Uses the same environment as the
 * server (DATA_DIR, DATABASE_URL) and takes the DATA_DIR lock, which a server holds on PGlite
 * only (ADR 0034); `backup` on PostgreSQL takes none (server/backup/backup.ts).
 */
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { signupSchema } from '../src/domain/cuenta/auth.ts'
import { validate } from '../src/domain/validation.ts'
import { backup } from './backup/backup.ts'
import { restore } from './backup/restore.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { openDatabase, type Database } from './db/client.ts'
import { seedSocios } from './seed/seed-socios.ts'
import { parseEnv } from './env.ts'
import { createAuditLog } from './routes/auditoria/auditoria-writer.ts'
import { hashPassword } from './lib/auth/passwords.ts'
import {
  RETIRED_GRACE_DAYS,
  retireOldQrKeys,
  rotateQrKey,
  withdrawQrKey,
} from './routes/carnet/qr-keys.ts'
import { createUser, DuplicateEmailError } from './lib/auth/users.ts'
import { readPassword } from './read-password.ts'

/** Opens the configured database (migrated) for one command, then closes it. */
async function withDatabase(work: (database: Database) => Promise<void>) {
  const env = parseEnv()
  const release = lockDataDir(env.dataDir)
  const database = await openDatabase(env)
  try {
    await database.migrate()
    await work(database)
  } finally {
    await database.close()
    release()
  }
}

const levelArg = v.pipe(
  v.string('Falta --level'),
  v.regex(/^\d{1,2}$/, '--level debe ser un número (0 registrado, 1 socio, 3 administrador)'),
  v.transform(Number),
)

const countArg = v.pipe(
  v.string('Falta --members'),
  v.regex(/^\d+$/, '--members debe ser un número entre 1 y 100000'),
  v.transform(Number),
  v.minValue(1, '--members debe ser un número entre 1 y 100000'),
  v.maxValue(100_000, '--members debe ser un número entre 1 y 100000'),
)
const seedArg = v.pipe(
  v.string(),
  v.regex(/^\d+$/, '--seed debe ser un número'),
  v.transform(Number),
)

const kidArg = v.pipe(
  v.string('Falta --kid'),
  v.regex(
    /^[0-9a-f]{8}$/,
    '--kid debe ser el identificador de una clave (8 caracteres hexadecimales)',
  ),
)

const commands: Record<string, { help: string; run(args: string[]): Promise<void> }> = {
  migrate: {
    help: 'aplica las migraciones pendientes',
    run: () => withDatabase(async () => console.log('Migraciones aplicadas.')),
  },
  seed: {
    help: '--members N [--seed S]: socios de ejemplo deterministas',
    run: async (args) => {
      const { values } = parseArgs({
        args,
        options: { members: { type: 'string' }, seed: { type: 'string' } },
      })
      const members = v.parse(countArg, values.members)
      const seed = values.seed === undefined ? undefined : v.parse(seedArg, values.seed)
      await withDatabase(async ({ db }) => {
        const started = performance.now()
        const result = await seedSocios(db, members, { seed })
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        console.log(
          `${result.socios} socios (${result.personas} personas, ${result.grupos} grupos) cargados en ${seconds} s.`,
        )
      })
    },
  },
  'rotate-qr-key': {
    help: 'nueva clave para los códigos QR; la anterior sigue válida, las más viejas se retiran',
    run: () =>
      withDatabase(async ({ db }) => {
        const { kid, previous } = await rotateQrKey(db)
        const retired = await retireOldQrKeys(db)
        // No one is signed in here: the entry names no actor and no address.
        const audit = createAuditLog(db)
        const detalle = { kid, anterior: previous, retiradas: retired }
        audit.record({ actor: null, accion: 'clave-qr-rotada', ip: null, detalle })
        await audit.close()
        console.log(`Nueva clave QR ${kid}: firma desde ahora.`)
        if (previous) console.log(`La clave ${previous} sigue válida para los códigos ya emitidos.`)
        if (retired.length > 0) {
          console.log(`Retiradas (válidas ${RETIRED_GRACE_DAYS} días más): ${retired.join(', ')}.`)
        }
      }),
  },
  'retire-qr-key': {
    help: '--kid K: retira una clave QR ya: deja de validar y se borra su clave privada',
    run: async (args) => {
      const { values } = parseArgs({ args, options: { kid: { type: 'string' } } })
      const kid = v.parse(kidArg, values.kid)
      await withDatabase(async ({ db }) => {
        const result = await withdrawQrKey(db, kid)
        if (!result.ok) throw new Error(result.message)
        const audit = createAuditLog(db)
        const detalle = { retirada: kid }
        audit.record({ actor: null, accion: 'clave-qr-rotada', ip: null, detalle })
        await audit.close()
        console.log(
          `Clave QR ${kid} retirada: sus códigos ya no valen y su clave privada se borró.`,
        )
        console.log('Los servidores en marcha la dejan de aceptar en menos de un minuto.')
      })
    },
  },
  'create-user': {
    help:
      '--email E --level N [--password P] [--nombre X --apellido Y] [--departments a,b]' +
      ' (sin --password, la lee de la entrada estándar)',
    run: async (args) => {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          level: { type: 'string' },
          nombre: { type: 'string', default: 'Usuario' },
          apellido: { type: 'string', default: 'Club' },
          departments: { type: 'string', default: '' },
        },
      })
      const level = v.parse(levelArg, values.level)
      const password = values.password ?? (await readPassword())
      const form = validate(signupSchema, { ...values, password, confirmPassword: password })
      if (!form.success) throw new Error(form.messages.join('\n'))
      await withDatabase(async ({ db }) => {
        try {
          const user = await createUser(db, {
            email: form.output.email,
            passwordHash: await hashPassword(form.output.password),
            nombre: form.output.nombre,
            apellido: form.output.apellido,
            level,
            departments: values.departments.split(',').filter(Boolean),
            // Made by staff, who vouch for the address (docs/decisions/0015).
            emailVerificado: true,
          })
          // A new account: it had no level before.
          const audit = createAuditLog(db)
          const detalle = { cuenta: user.id, email: user.email, de: null, a: user.level }
          audit.record({ actor: null, accion: 'nivel-cambiado', ip: null, detalle })
          await audit.close()
          console.log(`Usuario ${user.email} creado (id ${user.id}, nivel ${user.level}).`)
        } catch (error) {
          if (error instanceof DuplicateEmailError) {
            throw new Error('Ya existe una cuenta con ese email', { cause: error })
          }
          throw error
        }
      })
    },
  },
  backup: {
    help:
      '[--to ARCHIVO]: copia de la base y de los archivos de DATA_DIR en un solo archivo' +
      ' (por omisión club-backup-AAAA-MM-DD-HHMM.tar en la carpeta actual)',
    run: backup,
  },
  restore: {
    help: '--from ARCHIVO [--force]: restaura una copia en un destino vacío (--force: lo reemplaza)',
    run: restore,
  },
}

const [name, ...args] = process.argv.slice(2)
const command = name ? commands[name] : undefined
if (!command) {
  console.error(
    `Uso: npm run cli -- <comando>\n${Object.entries(commands)
      .map(([key, c]) => `  ${key.padEnd(13)} ${c.help}`)
      .join('\n')}`,
  )
  process.exit(name ? 1 : 0)
}
try {
  await command.run(args)
} catch (error) {
  console.error(error instanceof v.ValiError || error instanceof Error ? error.message : error)
  process.exit(1)
}
