import { startPushService, type PushService } from './push-service.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export type PushTestApp = TestApp & {
  /** The push service the app's sender may post to (its only allowed origin). */
  service: PushService
  /** The app's Web Push settings, for another process over the same database. */
  push: { subject: string; endpointOrigins: string[] }
}

/** A test app and a local push service it posts to; `close()` ends both. */
export async function createPushTestApp(
  options: Parameters<typeof startPushService>[0] = {},
): Promise<PushTestApp> {
  const service = await startPushService(options)
  const push = {
    subject: 'mailto:secretaria@clubsantarosa.com.ar',
    endpointOrigins: [service.origin],
  }
  const testApp = await createTestApp({ push })
  return {
    ...testApp,
    service,
    push,
    async close() {
      await testApp.close()
      await service.close()
    },
  }
}
