import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createApp } from './app.ts'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'
import { openDatabase } from './db/client.ts'
import { seedClubSettings } from './seed/club-settings.ts'
import { seedDemoAccounts, seedDemoSocios } from './seed/demo.ts'
import { seedDemoCuotas } from './seed/demo-cuotas.ts'
import { seedDemoActividades } from './seed/demo-actividades.ts'
import { EnvError, parseEnv } from './env.ts'
import { ORPHAN_MIN_AGE_MS, sweepOrphanUploads } from './lib/uploads/orphan-uploads.ts'
import { createUploadSweeper, reportSweep } from './lib/uploads/upload-sweeper.ts'
import { createNodeServer } from './node-server.ts'

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads')

/**
 * PGlite could not open its files: after a power cut or a full disk at the wrong moment, or
 * the folder touched while a server ran, they may be damaged beyond PostgreSQL's own
 * recovery (a kill -9 alone is recovered). The way back is the last backup.
 */
function cannotOpenPglite(dataDir: string, reason: string) {
  const dir = path.join(dataDir, 'pglite')
  return [
    `No se pudo abrir la base de datos PGlite de ${dir}: ${reason}`,
    'Sus archivos pueden estar dañados (un corte de luz o el disco lleno en mal momento, o la',
    'carpeta tocada mientras el servidor andaba). Para recuperar los datos del club:',
    `  1. Guardá aparte una copia de ${dir} tal como está.`,
    '  2. Restaurá la última copia de seguridad: npm run cli -- restore --from ARCHIVO --force',
    '  3. Iniciá el servidor de nuevo: npm start',
    'Lo registrado después de esa copia de seguridad no está en ella.',
  ].join('\n')
}

function exitWith(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main() {
  let env
  let releaseLock
  try {
    env = parseEnv(process.env, { server: true })
    // PGlite's files admit one process. On PostgreSQL several processes share DATA_DIR (a
    // shared volume): uploads get fresh names and the club's images are renamed into place.
    releaseLock = env.databaseUrl ? () => {} : lockDataDir(env.dataDir)
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirLockedError) exitWith(error.message)
    throw error
  }

  let database
  let opened = false
  try {
    database = await openDatabase(env, (error) => {
      // Nothing can be saved without the database: out, for a supervisor to start again.
      releaseLock()
      exitWith(
        opened
          ? `La base de datos PGlite se detuvo: ${error.message}`
          : cannotOpenPglite(env.dataDir, error.message),
      )
    })
    opened = true
    await database.migrate()
    if (await seedClubSettings(database.db))
      console.log('Datos del club cargados con valores iniciales.')
    // Members first: seedDemoSocios only fills a roll with no socio at all, and the demo
    // member's own record (made with the accounts) would count as one.
    const demoSocios = env.demo ? await seedDemoSocios(database.db) : 0
    const demo = env.demo
      ? await seedDemoAccounts(database.db, env.demoPassword, uploadsDir(env.dataDir))
      : []
    const demoInscripciones = env.demo ? await seedDemoActividades(database.db) : 0
    // Fees last: they are generated for the roll and the demo member alike.
    const demoCuotas = env.demo ? await seedDemoCuotas(database.db) : 0
    if (demoSocios > 0) console.log(`${demoSocios} socios de demostración cargados.`)
    if (demoCuotas > 0) console.log(`${demoCuotas} cuotas de demostración cargadas.`)
    if (demoInscripciones > 0)
      console.log(`Actividades de demostración cargadas, con ${demoInscripciones} inscripciones.`)
    if (demo.length > 0) {
      console.log('Cuentas de demostración creadas (anotá las contraseñas):')
      for (const a of demo) console.log(`  ${a.role.padEnd(14)} ${a.email} / ${a.password}`)
    }
  } catch (error) {
    releaseLock()
    const reason = error instanceof Error ? error.message : String(error)
    if (!opened && !env.databaseUrl) exitWith(cannotOpenPglite(env.dataDir, reason))
    exitWith(
      `No se pudo abrir la base de datos (${env.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${reason}`,
    )
  }

  // Photos of a registration or a photo change cut short by a crash have no row: deleted. On
  // PGlite this process alone writes DATA_DIR, and nothing yet; on PostgreSQL another process
  // may be between its files and its commit, so only old files go, now and while it runs.
  await reportSweep(
    sweepOrphanUploads(database.db, uploadsDir(env.dataDir), {
      olderThanMs: env.databaseUrl ? ORPHAN_MIN_AGE_MS : 0,
    }),
  )
  const sweeper = createUploadSweeper(database.db, uploadsDir(env.dataDir))

  const distDir = path.resolve('dist')
  const app = createApp({
    database,
    startSignatureThread: true,
    distDir,
    uploadsDir: uploadsDir(env.dataDir),
    clubImagesDir: path.join(env.dataDir, 'club'),
    ssrDir: path.resolve('dist-ssr'),
    publicUrl: env.publicUrl,
    production: env.production,
    trustProxy: env.trustProxy,
    deviceCertDays: env.deviceCertDays,
    push: { subject: env.vapidSubject, endpointOrigins: env.pushEndpointOrigins },
    staticMap: { tilesUrl: env.mapTilesUrl, cacheDir: path.join(env.dataDir, 'mapa') },
    google: env.googleClientId
      ? { clientId: env.googleClientId, jwksUrl: env.googleJwksUrl }
      : undefined,
  })
  // The VAPID key pair exists from the first start, before any browser asks for it.
  await app.services.push.publicKey()
  const server = await createNodeServer(app.fetch, app.services)
  server.listen(env.port, () => {
    const { port } = server.address() as AddressInfo
    console.log(`Servidor listo en http://localhost:${port}`)
    if (env.publicUrl) console.log(`URL pública: ${env.publicUrl}`)
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal} recibido: cerrando…`)
    // In-flight requests finish before the database closes (at most 10 s).
    new Promise((resolve) => {
      server.close(resolve)
      setTimeout(resolve, 10_000).unref()
    })
      .then(() => sweeper.close())
      .then(() => app.close())
      .then(() => database.close())
      .catch((error: unknown) => console.error('Error al cerrar la base de datos', error))
      .finally(() => {
        releaseLock()
        process.exit(0)
      })
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

await main()
