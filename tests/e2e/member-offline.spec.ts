import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../support/own-server'
import { DEMO_MEMBER, signIn } from '../support/sign-in'
import { waitForWorker } from '../support/service-worker'

// A server of its own: the card registers this phone as one of the member's devices (3 at
// most), and the shared server's member opens the card in other specs too.
test.use({ ownServerFor: 'member-offline' })

// Each test signs in, lets the worker precache the app and the screens be kept, then reloads:
// on a busy machine each of those steps (sign-out too, which calls the server thrice) is slow.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 15_000 })
test.use({
  viewport: { width: 390, height: 844 },
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/],
})

type PersistedQuery = {
  queryKey: unknown[]
  state: { dataUpdatedAt: number; data: unknown }
}

/** The queries the persisted cache holds in IndexedDB, as the next start restores them. */
function persistedQueries(page: Page) {
  return page.evaluate(
    () =>
      new Promise<PersistedQuery[]>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) return resolve([])
          const read = db.transaction('keyval').objectStore('keyval').get('club-query-cache')
          read.onerror = () => resolve([])
          read.onsuccess = () => {
            type Cache = { clientState?: { queries: PersistedQuery[] } }
            resolve((read.result as Cache | undefined)?.clientState?.queries ?? [])
          }
        }
      }),
  )
}

/** The persisted query whose key starts with `prefix`, or undefined. */
async function persisted(page: Page, ...prefix: unknown[]) {
  const queries = await persistedQueries(page)
  return queries.find((q) => prefix.every((part, i) => q.queryKey[i] === part))
}

/** Every URL the worker's image caches hold. */
const cachedImages = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of ['club-images', 'club-imagenes-subidas']) {
      if (!(await caches.has(name))) continue
      const cache = await caches.open(name)
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname))
    }
    return urls
  })

/** The offline line of a screen, for a moment as the page's clock shows it. */
const offlineLine = (page: Page, ms: number) =>
  page.evaluate(
    (ms) =>
      `Sin conexión · datos del ${new Intl.DateTimeFormat('es-AR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(ms)}`,
    ms,
  )

/**
 * Signs the member in and opens only the card, online; waits until the worker controls the
 * page and the member's other screens are kept: cuotas, a receipt, devices, the sponsors'
 * pictures. Returns the sponsors' picture paths.
 */
async function onlyTheCard(page: Page) {
  await signIn(page, DEMO_MEMBER)
  await page.goto('/cuenta/carnet')
  // Its QR, as at the gate: the phone registers itself as one of the member's devices.
  await page.getByRole('button', { name: 'Ver más detalles' }).click()
  await expect(page.getByText(/^Válido sin conexión hasta el \d{2}\/\d{2}$/)).toBeVisible()
  await waitForWorker(page)
  await expect.poll(async () => Boolean(await persisted(page, 'cuotas', 'list'))).toBe(true)
  await expect.poll(async () => Boolean(await persisted(page, 'cuotas', 'recibo'))).toBe(true)
  // The card registered this phone: the kept list of devices has it.
  const phone = await page.evaluate(
    () =>
      new Promise<number | undefined>((resolve) => {
        const open = indexedDB.open('club-carnet-dispositivo')
        open.onsuccess = () => {
          const read = open.result.transaction('clave').objectStore('clave').get('certificado')
          read.onsuccess = () => resolve((read.result as { id?: number } | undefined)?.id)
        }
      }),
  )
  expect(phone).toBeDefined()
  await expect
    .poll(async () => {
      const kept = (await persisted(page, 'dispositivos'))?.state.data as
        { id: number }[] | undefined
      return kept?.map((d) => d.id)
    })
    .toContain(phone)
  const sponsors = await page.evaluate(() => {
    const settings = JSON.parse(document.getElementById('club-settings')!.textContent!) as {
      sponsors: { src: string }[]
    }
    return settings.sponsors.map((s) => `${s.src}-600.webp`)
  })
  expect(sponsors.length).toBeGreaterThan(0)
  await expect.poll(() => cachedImages(page)).toEqual(expect.arrayContaining(sponsors))
  return sponsors
}

test('offline, the screens never opened show what was kept and when it was fetched', async ({
  page,
  context,
}) => {
  await onlyTheCard(page)
  const cuotas = (await persisted(page, 'cuotas', 'list'))!.state.dataUpdatedAt
  const recibo = (await persisted(page, 'cuotas', 'recibo'))!
  const dispositivos = (await persisted(page, 'dispositivos'))!.state.dataUpdatedAt
  const settings = (await persisted(page, 'settings', 'public'))!.state.dataUpdatedAt

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Carnet Digital' })).toBeVisible()

  await page.goto('/cuenta/cuotas')
  await expect(page.getByRole('heading', { level: 1, name: 'Estado de Cuotas' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(
    await offlineLine(page, cuotas),
  )
  await expect(page.getByText('Total adeudado')).toBeVisible()
  await expect(page.getByText('Cargando tus cuotas…')).toHaveCount(0)

  // A receipt the member never opened: kept from the list's links.
  const numero = String((recibo.queryKey[2] as number) ?? '').padStart(6, '0')
  // One payment may settle several periods: each links to it.
  await page
    .getByRole('link', { name: new RegExp(`^Ver recibo N° ${numero} `) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: `Recibo N° ${numero}` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(
    await offlineLine(page, recibo.state.dataUpdatedAt),
  )
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible()

  await page.goto('/beneficios/beneficios')
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficios' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(
    await offlineLine(page, settings),
  )
  const pictures = page.getByRole('main').getByRole('listitem').getByRole('img')
  await expect(pictures).not.toHaveCount(0)
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }

  await page.goto('/cuenta/dispositivos')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis dispositivos' })).toBeVisible()
  const lista = page.getByRole('region', { name: 'Dispositivos' })
  await expect(lista.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(
    await offlineLine(page, dispositivos),
  )
  await expect(lista.getByRole('listitem')).toHaveCount(
    ((await persisted(page, 'dispositivos'))!.state.data as unknown[]).length,
  )
  await expect(lista.getByText('Cargando…')).toHaveCount(0)
})

test('offline, a receipt never kept says so instead of loading forever', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_MEMBER)
  await page.goto('/cuenta/carnet')
  await waitForWorker(page)
  await expect.poll(async () => Boolean(await persisted(page, 'session'))).toBe(true)
  await context.setOffline(true)
  await page.goto('/cuenta/cuotas/recibo/999999')
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(
    'Sin conexión: este recibo no está guardado en este teléfono. Conectate para verlo.',
  )
  await expect(page.getByText('Cargando el recibo…')).toHaveCount(0)
})

test('signing out leaves none of what was kept ahead for offline', async ({ page, context }) => {
  const sponsors = await onlyTheCard(page)
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión', exact: true }).click()
  await expect(page.getByText('Cerraste la sesión')).toBeVisible()

  // Nothing of the member's in the persisted cache, even after its next write.
  await expect
    .poll(async () => (await persistedQueries(page)).map((q) => String(q.queryKey[0])))
    .not.toEqual(expect.arrayContaining(['cuotas']))
  const left = await persistedQueries(page)
  expect(left.map((q) => q.queryKey[0])).not.toContain('dispositivos')
  expect(left.map((q) => q.queryKey[0])).not.toContain('carnet')
  expect(JSON.stringify(left)).not.toContain('Ferreyra')
  // The image caches keep the club's public pictures only (ADR 0019, 0042).
  for (const path of await cachedImages(page)) {
    expect(path).toMatch(/^\/(images|api\/settings\/imagenes)\//)
  }
  expect(await cachedImages(page)).toEqual(expect.arrayContaining(sponsors))

  // Offline, the member's screens ask to sign in: nothing of theirs is shown.
  await context.setOffline(true)
  await page.goto('/cuenta/cuotas')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ingresá para continuar' }),
  ).toBeVisible()
  await expect(page.getByText('Total adeudado')).toHaveCount(0)
})
