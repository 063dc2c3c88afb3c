import type { Page } from '@playwright/test'
import { fillAdult, nuevoDocumento } from '../support/alta-helpers'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, signIn } from '../support/sign-in'
import { waitForWorker } from '../support/service-worker'

test.use({
  allowedConsoleErrors: [
    /404 \(Not Found\).*\/api\/socios\/getPersonas|ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
  ],
})

const PASSWORD = 'pampa-verde-2026'

/** Every IndexedDB store of the page's origin with its keys and values, made printable. */
const indexedDbContents = (page: Page) =>
  page.evaluate(async () => {
    const printable = (value: unknown): unknown => {
      if (value instanceof Blob) return `[Blob ${value.size}]`
      if (value instanceof ArrayBuffer) return new TextDecoder('latin1').decode(value)
      if (ArrayBuffer.isView(value)) return '[bytes]'
      if (value instanceof CryptoKey) return { cryptoKey: value.extractable }
      if (Array.isArray(value)) return value.map(printable)
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)]))
      return value
    }
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
    const contents: Record<string, { keys: unknown[]; values: unknown[] }> = {}
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await request(indexedDB.open(name))
      for (const store of db.objectStoreNames) {
        const objects = db.transaction(store).objectStore(store)
        contents[`${name}/${store}`] = {
          keys: await request(objects.getAllKeys()),
          values: printable(await request(objects.getAll())) as unknown[],
        }
      }
      db.close()
    }
    return contents
  })

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

test('signing out offline on a shared desk leaves nothing of the administrator', async ({
  page,
  context,
}) => {
  // The kiosk's first sync and a whole registration: longer than one screen's test.
  test.slow()
  await signIn(page, DEMO_ADMIN)
  const token = (await page.evaluate(() => localStorage.getItem('token')))!
  // The desk's tablet also served as the gate: roster, keys and photos are on it.
  await page.goto('/porteria')
  await expect(page.getByText(/^Lista para funcionar sin conexión: \d+ socios/)).toBeVisible()
  await expect.poll(() => cacheNames(page)).toContain('porteria-fotos')
  await waitForWorker(page)

  await page.goto('/admin/socios/alta')
  const documento = nuevoDocumento()
  await fillAdult(page, { documento, nombre: 'Mateo', apellido: 'Compartido' })
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Guardar Socio' }).click()
  await expect(page.getByText(/el alta quedó pendiente de envío/)).toBeVisible()

  // The queued registration holds no token, and the new member's data only sealed.
  const queued = await indexedDbContents(page)
  const [entry] = queued['club-outbox/entries']!.values as { fields: object; sealed: object }[]
  expect(Object.keys(entry!.fields)).not.toContain('socio')
  expect(entry!.sealed).toBeTruthy()
  expect(JSON.stringify(queued['club-outbox/entries'])).not.toContain(token)
  expect(JSON.stringify(queued)).not.toContain(PASSWORD)
  expect(queued['club-outbox-clave/claves']!.values).toEqual([{ cryptoKey: false }])

  // Offline, what waits would be lost: the person is asked, and may stay.
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Registros sin enviar' })
  await expect(dialog).toContainText(
    'Hay 1 registro sin enviar. Si salís ahora se pierde. ¿Salir igual?',
  )
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Altas sin enviar' })).toContainText('Compartido')

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión', exact: true }).click()
  await dialog.getByRole('button', { name: 'Salir igual' }).click()
  await expect(page.getByText('Cerraste la sesión')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('alta-socio-borrador'))).toBeNull()
  expect(await cacheNames(page)).not.toContain('porteria-fotos')
  const left = await indexedDbContents(page)
  for (const store of [
    'club-outbox/entries',
    'club-outbox-clave/claves',
    'club-sesion/token',
    'club-alta-borrador/fotos',
    'club-porteria/datos',
    'club-porteria-registros/pendientes',
  ]) {
    expect(left[store]?.keys ?? [], store).toEqual([])
  }
  // Only the token to end on the server waits, in a store of its own.
  expect(left['club-cierres-pendientes/tokens']!.keys).toEqual([token])
  const printed = JSON.stringify(
    Object.entries(left).filter(([store]) => store !== 'club-cierres-pendientes/tokens'),
  )
  for (const trace of [token, DEMO_ADMIN.email, 'Compartido', documento, PASSWORD]) {
    expect(printed).not.toContain(trace)
  }

  // Back online, the server ends that session and the device forgets its token.
  await context.setOffline(false)
  await expect
    .poll(async () => (await indexedDbContents(page))['club-cierres-pendientes/tokens']?.keys)
    .toEqual([])
  const auth = await page.request.post('/api/auth/auth', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(auth.status()).toBe(401)
})
