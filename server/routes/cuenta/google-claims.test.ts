import { afterAll, beforeAll, expect, it } from 'vitest'
import { expectFailure } from '../../../tests/support/envelopes.ts'
import { startGoogleKeys } from '../../../tests/support/google-keys.ts'
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts'

/**
 * A Google ID token without its time claims: validly signed, it never expires (no `exp`)
 * or cannot be told fresh (no `iat`), so a leaked one would sign in forever.
 */
let google: Awaited<ReturnType<typeof startGoogleKeys>>
let testApp: TestApp

beforeAll(async () => {
  google = await startGoogleKeys()
  testApp = await createTestApp({
    google: { clientId: google.clientId, jwksUrl: google.jwksUrl },
  })
})

afterAll(async () => {
  await google.stop()
  await testApp.close()
})

const oauth = (token: string) =>
  testApp.app.request('/api/auth/oauth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  })

it.each(['exp', 'iat'] as const)('refuses a Google ID token without %s', async (without) => {
  const claims = { sub: `g-sin-${without}`, email: `sin-${without}@gmail.com` }
  await expectFailure(
    await oauth(await google.sign(claims, { without })),
    401,
    'No se pudo verificar tu cuenta de Google',
  )
  // The same claims with both times are taken.
  expect((await oauth(await google.sign(claims))).status).toBe(200)
})
