/**
 * POST /api/push/broadcast 'todos' to 10,000 subscriptions (≥ 500 per second): real Web
 * Push messages (encrypted per subscription, VAPID signed) to a local HTTPS stand-in push
 * service in this same process, through the real app on PGlite. The server trusts the
 * stand-in's certificate through NODE_EXTRA_CA_CERTS, as it trusts Google's: the script runs
 * itself again with it. Exits non-zero under 500 per second or when a message is lost.
 *   npm run bench:push [-- --subscriptions 10000]
 */
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createApp } from '../server/app.ts'
import { openPglite } from '../server/db/client.ts'
import { makeTrustedCertificate, PUSH_CERT_DIR_ENV } from '../tests/support/push-certificate.ts'
import { makeBrowserKeys, startPushService } from '../tests/support/push-service.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'

const BUDGET_PER_SECOND = 500

// Node reads NODE_EXTRA_CA_CERTS only as it starts.
if (!process.env[PUSH_CERT_DIR_ENV]) {
  const certificate = makeTrustedCertificate()
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      [PUSH_CERT_DIR_ENV]: certificate.dir,
      NODE_EXTRA_CA_CERTS: certificate.certPath,
    },
  })
  certificate.remove()
  process.exit(child.status ?? 1)
}

const { values } = parseArgs({
  options: { subscriptions: { type: 'string', default: '10000' } },
})
const SUBSCRIPTIONS = Number(values.subscriptions)
// Distinct browser keys cost the sender the same whichever they are: a few, reused.
const KEYS = Array.from({ length: 64 }, () => makeBrowserKeys().json)

const service = await startPushService({ record: false })
const database = await openPglite(undefined)
await database.migrate()
const app = createApp({
  database,
  distDir: '/nonexistent',
  uploadsDir: '/nonexistent',
  push: {
    subject: 'mailto:secretaria@clubsantarosa.com.ar',
    endpointOrigins: [service.origin],
  },
})
const { token } = await createTestUser(database.db, { level: 3 })
await database.db.execute(sql`
  insert into users (email, nombre, apellido)
  select 'bench-' || g || '@example.com', 'Bench', 'Push' from generate_series(1, ${SUBSCRIPTIONS}) g`)
await database.db.execute(sql`
  insert into push_subscriptions (user_id, endpoint, p256dh, auth)
  select u.id, ${service.origin} || '/push/' || u.id,
    (${JSON.stringify(KEYS)}::json -> (u.id % ${KEYS.length}) ->> 'p256dh'),
    (${JSON.stringify(KEYS)}::json -> (u.id % ${KEYS.length}) ->> 'auth')
  from users u where u.email like 'bench-%'`)

const start = performance.now()
const res = await app.request('/api/push/broadcast', {
  method: 'POST',
  headers: { ...bearer(token), 'Content-Type': 'application/json' },
  body: JSON.stringify({
    title: 'Asamblea anual',
    body: 'El sábado a las 10 en la sede. ¡Te esperamos!',
    url: '/cuenta/micuenta',
    audience: 'todos',
  }),
})
const seconds = (performance.now() - start) / 1000
const body = (await res.json()) as {
  response: { enviados: number; fallidos: number; eliminados: number }
}
if (res.status !== 200) throw new Error(`broadcast: ${res.status}`)
const { enviados, fallidos, eliminados } = body.response
console.log(`\nPGlite: ${SUBSCRIPTIONS} suscripciones, un envío a 'todos'`)
console.log(`  tiempo        ${seconds.toFixed(2)} s`)
console.log(`  enviados      ${enviados} (${Math.round(enviados / seconds)} por segundo)`)
console.log(`  fallidos      ${fallidos}`)
console.log(`  eliminados    ${eliminados}`)
console.log(`  recibidos     ${service.received()} por el servicio de prueba`)

await app.close()
await database.close()
await service.close()

const perSecond = enviados / seconds
const problems = [
  perSecond < BUDGET_PER_SECOND &&
    `${Math.round(perSecond)} por segundo, bajo el presupuesto de ${BUDGET_PER_SECOND}`,
  enviados !== SUBSCRIPTIONS && `${SUBSCRIPTIONS - enviados} sin enviar`,
  service.received() !== enviados &&
    `el servicio recibió ${service.received()} de ${enviados} enviados`,
].filter(Boolean)
if (problems.length) {
  console.log(`FALLA: ${problems.join('; ')}`)
  process.exitCode = 1
}
