/**
 * Sign-in latency through the real app (Hono + PGlite, in process): POST /api/auth/login
 * and POST /api/auth/auth. Login is dominated by argon2id (m=19456, t=2, p=1) by design.
 *   npm run bench:auth
 */
import { createApp } from '../server/app.ts'
import { openPglite } from '../server/db/client.ts'
import { createTestUser, bearer, TEST_PASSWORD } from '../tests/support/test-users.ts'

const N = 50
const database = await openPglite(undefined)
await database.migrate()
const app = createApp({ database, distDir: '/nonexistent', uploadsDir: '/nonexistent' })
const { user, token } = await createTestUser(database.db, { level: 1 })

async function measure(label: string, call: () => Response | Promise<Response>) {
  const times: number[] = []
  for (let i = 0; i < N + 5; i++) {
    const start = performance.now()
    const res = await call()
    if (res.status !== 200) throw new Error(`${label}: ${res.status}`)
    if (i >= 5) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  console.log(
    `${label.padEnd(22)} p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${at(1).toFixed(1)} ms  (n=${N})`,
  )
}

const json = { 'Content-Type': 'application/json' }
await measure('POST /api/auth/login', () =>
  app.request('/api/auth/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  }),
)
await measure('POST /api/auth/auth', () =>
  app.request('/api/auth/auth', { method: 'POST', headers: bearer(token) }),
)
await app.close()
await database.close()
