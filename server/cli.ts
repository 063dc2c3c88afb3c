/**
 * Operations commands: `npm run cli -- <command>`. Uses the same environment as the
 * server (DATA_DIR, DATABASE_URL) and refuses to run while a server owns DATA_DIR.
 */
import { lockDataDir } from './data-dir-lock.ts'
import { openDatabase } from './db/client.ts'
import { parseEnv } from './env.ts'

const commands: Record<string, { help: string; run(args: string[]): Promise<void> }> = {
  migrate: {
    help: 'aplica las migraciones pendientes',
    run: async () => {
      const env = parseEnv()
      const release = lockDataDir(env.dataDir)
      const database = await openDatabase(env)
      try {
        await database.migrate()
        console.log('Migraciones aplicadas.')
      } finally {
        await database.close()
        release()
      }
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
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
