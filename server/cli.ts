/**
 * Operations commands: `npm run cli -- <command>`. Uses the same environment as the
 * server (DATA_DIR, DATABASE_URL) and refuses to run while a server owns DATA_DIR.
 */
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { signupSchema } from '../src/domain/auth.ts'
import { validate } from '../src/domain/validation.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { openDatabase, type Database } from './db/client.ts'
import { parseEnv } from './env.ts'
import { hashPassword } from './services/passwords.ts'
import { createUser, DuplicateEmailError } from './services/users.ts'

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

const commands: Record<string, { help: string; run(args: string[]): Promise<void> }> = {
  migrate: {
    help: 'aplica las migraciones pendientes',
    run: () => withDatabase(async () => console.log('Migraciones aplicadas.')),
  },
  'create-user': {
    help: '--email E --password P --level N [--nombre X --apellido Y] [--departments a,b]',
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
      const form = validate(signupSchema, { ...values, confirmPassword: values.password })
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
          })
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
}

const [name, ...args] = process.argv.slice(2)
const command = name ? commands[name] : undefined
if (!command) {
  console.error(
    `Uso: npm run cli -- <comando>\n${Object.entries(commands)
      .map(([key, c]) => `  ${key.padEnd(12)} ${c.help}`)
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
