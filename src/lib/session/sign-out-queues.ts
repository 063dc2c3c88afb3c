/** Records on the device that wait to reach the server, and how to send them now. */
export type SignOutQueue = {
  count(): Promise<number>
  deliver(): Promise<void>
}

/** The queues features add (the kiosk's check-ins), given at start by src/main.tsx. */
const registered = new Set<SignOutQueue>()

export function registerSignOutQueue(queue: SignOutQueue): void {
  registered.add(queue)
}

/**
 * Before signing out: online, delivers every queue; then counts what is still waiting
 * (offline, refused or failed), which signing out would lose.
 */
export async function deliverBeforeSignOut(own: readonly SignOutQueue[]): Promise<number> {
  const queues = [...own, ...registered]
  if (navigator.onLine) {
    for (const queue of queues) await queue.deliver().catch(() => undefined)
  }
  const counts = await Promise.all(queues.map((queue) => queue.count().catch(() => 0)))
  return counts.reduce((sum, count) => sum + count, 0)
}
