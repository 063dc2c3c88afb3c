/**
 * POST /api/push/broadcast 'todos' to 10,000 subscriptions (≥ 500 per second): real Web
 * Push messages (encrypted per subscription, VAPID signed) to a local HTTPS stand-in push
 * service in this same process, through the real app on PGlite.
 *   npm run bench:push [-- --subscriptions 10000]
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createApp } from '../server/app.ts'
import { openPglite } from '../server/db/client.ts'
import { makeBrowserKeys, startPushService } from '../tests/support/push-service.ts'
import { bearer, createTestUser } from '../tests/support/test-users.ts'

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
    ca: service.ca,
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
