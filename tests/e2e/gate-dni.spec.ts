import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { apiLogin, membersIn } from '../support/gate-tokens'
import { DEMO_ADMIN, signIn } from '../support/sign-in'
import { waitForRosterSaved } from '../support/offline-gate'
import { waitForWorker } from '../support/service-worker'

// No fake camera here (Chromium's default launch, and no camera permission): the kiosk of a
// tablet whose camera is missing or refused.
test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] })

type Member = Awaited<ReturnType<typeof membersIn>>[number]
let admin: Awaited<ReturnType<typeof apiLogin>>
let activo: Member
let pendiente: Member

test.beforeAll(async () => {
  admin = await apiLogin(DEMO_ADMIN)
  // Members no other spec lets in: gate.spec and its siblings use the first three.
  activo = (await membersIn(admin, 'activos'))[6]!
  pendiente = (await membersIn(admin, 'pendiente'))[0]!
})

type Stats = {
  response: {
    ultimos: { dispositivo: string; online: boolean; veredicto: string; via: string }[]
  }
}

/** Opens the kiosk as a named tablet once its roster is on the device and the app offline-ready. */
async function openKiosk(page: Page, tablet: string) {
  await signIn(page, DEMO_ADMIN)
  await page.evaluate((name) => localStorage.setItem('porteria-dispositivo', name), tablet)
  await page.goto('/porteria')
  await expect(page.getByText(/^Lista para funcionar sin conexión: \d+ socios/)).toBeVisible()
  await waitForWorker(page)
}

const tabletName = () => `Portería dni ${Math.random().toString(36).slice(2, 8)}`

/**
 * Adds to this device's roster a member who shares `socioId`'s 16 bits of DNI hash (ADR 0041),
 * as two members of a large roster may: the kiosk reads it at its next start. Resolves with
 * how many members of the roster then share those bits (a demo member may share them too).
 */
const addLookAlike = (page: Page, socioId: number, apellido: string) =>
  page.evaluate(
    ([id, surname]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('club-porteria')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const store = db.transaction('datos', 'readwrite').objectStore('datos')
          const get = store.get('roster')
          get.onsuccess = () => {
            const roster = get.result
            const twin = { ...roster.socios[id], id: 999_999, apellido: surname, fotoVersion: null }
            roster.socios[twin.id] = twin
            const put = store.put(roster, 'roster')
            const hash = twin.documentoHash
            const sharing = Object.values(roster.socios).filter(
              (socio) => (socio as { documentoHash: string }).documentoHash === hash,
            ).length
            put.onsuccess = () => (db.close(), resolve(sharing))
            put.onerror = () => reject(put.error)
          }
        }
      }),
    [socioId, apellido] as const,
  )

test('without a camera, offline, a typed DNI shows the members it may be; the one chosen is let in and the check-in reaches the server once', async ({
  page,
  context,
  expectAccessible,
}) => {
  const tablet = tabletName()
  await openKiosk(page, tablet)
  // Another member whose DNI shares the roster's 16 bits with this one's.
  const sharing = await addLookAlike(page, activo.id, 'Zzgemelo')
  // The kiosk opened again reads that roster, and its sync brings only what changed.
  await page.goto('/porteria')
  await expect(page.getByText(/^Lista para funcionar sin conexión: \d+ socios/)).toBeVisible()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Iniciar portería' }).click()

  await expect(page.getByText('Sin cámara: ingresá el DNI del socio.')).toBeVisible()
  const dni = page.getByLabel('DNI', { exact: true })
  await expect(dni).toBeFocused()
  await expect(dni).toHaveAttribute('inputmode', 'numeric')
  await expectAccessible(page)

  await dni.fill(activo.persona.documento)
  await dni.press('Enter')
  // Offline the tablet cannot tell which: both candidates, nothing recorded until one is chosen.
  const candidatos = page.getByRole('group', { name: 'Confirmá quién es' })
  await expect(
    candidatos.getByText(
      'Sin conexión, la tablet no puede confirmar el DNI: tocá al socio que tenés enfrente.',
      { exact: false },
    ),
  ).toBeVisible()
  const buttons = candidatos.getByRole('button', { name: /· Socio #/ })
  await expect(buttons).toHaveCount(sharing)
  await expect(buttons.last()).toHaveText(/Zzgemelo, .* · Socio #999999$/)
  await expect(page.getByText(/registros? por enviar/)).toHaveCount(0)
  await expectAccessible(page)
  await candidatos.getByRole('button', { name: new RegExp(`· Socio #${activo.id}$`) }).click()
  const verdict = page.getByRole('region', { name: 'Resultado del control' })
  await expect(verdict).toContainText('PUEDE INGRESAR')
  await expect(verdict).toContainText(activo.persona.apellido)
  await expect(verdict.getByText('sin conexión')).toBeVisible()
  await expect(candidatos).toHaveCount(0)
  await expect(page.getByText('1 registro por enviar')).toBeVisible()
  await expect(dni).toHaveValue('')

  await context.setOffline(false)
  await expect(page.getByText(/registros? por enviar/)).toHaveCount(0, { timeout: 15_000 })
  const stats = await page.request.get('/api/gate/stats', {
    headers: { Authorization: `Bearer ${admin.token}` },
  })
  const { response } = (await stats.json()) as Stats
  expect(response.ultimos.filter((e) => e.dispositivo === tablet)).toEqual([
    expect.objectContaining({ veredicto: 'permitido', online: false, via: 'dni' }),
  ])
})

test('the kiosk keeps an unknown DNI on screen, and turns a pending member away saying why', async ({
  page,
  expectAccessible,
}) => {
  await openKiosk(page, tabletName())
  await page.getByRole('button', { name: 'Iniciar portería' }).click()
  const dni = page.getByLabel('DNI', { exact: true })
  await expect(dni).toBeFocused()

  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByText('Por favor ingrese un número de documento')).toBeVisible()

  await dni.fill('11.111.111x9')
  await expect(dni).toHaveValue('11111111')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByText('No se encontró el socio')).toBeVisible()
  await expect(page.getByText('DNI buscado: 11.111.111')).toBeVisible()
  await expectAccessible(page)
  // A verdict leaves after 4 s; this result stays until the gatekeeper is done with it.
  await page.waitForTimeout(5_000)
  await expect(page.getByText('No se encontró el socio')).toBeVisible()
  await page.getByRole('button', { name: 'Realizar Nueva Búsqueda' }).click()
  await expect(page.getByText('No se encontró el socio')).toHaveCount(0)
  await expect(dni).toHaveValue('')
  await expect(dni).toBeFocused()

  await dni.fill(pendiente.persona.documento)
  await dni.press('Enter')
  const verdict = page.getByRole('region', { name: 'Resultado del control' })
  await expect(verdict).toContainText('NO PUEDE INGRESAR')
  await expect(verdict).toContainText('Alta pendiente de aprobación')
  await expect(verdict).toContainText(pendiente.persona.apellido)
})

test.describe('Control de Socios, searching by DNI', () => {
  test('offline, it answers from the list this device keeps, and says so', async ({
    page,
    context,
    expectAccessible,
  }) => {
    await signIn(page, DEMO_ADMIN)
    await page.goto('/admin/control')
    // Opened online, the control screen brings this device's roster up to date by itself; the
    // service worker serves the app's code offline.
    await waitForRosterSaved(page)
    await waitForWorker(page)
    await context.setOffline(true)

    await page.getByRole('tab', { name: 'Buscar por DNI' }).click()
    const dni = page.getByLabel('Número de documento')
    await dni.fill(activo.persona.documento)
    await page.getByRole('button', { name: 'Buscar' }).click()
    const result = page.getByRole('region', { name: 'Resultado' })
    await expect(result.getByText('Socio Activo')).toBeVisible()
    await expect(result).toContainText(`${activo.persona.apellido}, ${activo.persona.nombre}`)
    await expect(
      result.getByText(
        'Sin conexión: resultado de la lista guardada (actualizada hace menos de 1 min)',
      ),
    ).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Realizar Nueva Búsqueda' }).click()
    await expect(dni).toHaveValue('')
    await expect(dni).toBeFocused()

    await dni.fill('11111111')
    await dni.press('Enter')
    await expect(result.getByText('No se encontró el socio')).toBeVisible()
    await expect(result.getByText('DNI buscado: 11.111.111')).toBeVisible()
    await expect(result.getByText(/^Sin conexión: resultado de la lista guardada/)).toBeVisible()

    await dni.fill(pendiente.persona.documento)
    await dni.press('Enter')
    await expect(result.getByText('Socio Inactivo')).toBeVisible()
    await expect(result.getByText('Alta pendiente de aprobación')).toBeVisible()
  })

  test('offline on a device without the list, it says so plainly', async ({ page, context }) => {
    // The list never arrives: the device has none when the connection drops.
    await page.route('**/api/gate/roster**', (route) => route.abort())
    await signIn(page, DEMO_ADMIN)
    await page.goto('/admin/control')
    await waitForWorker(page)
    await page.getByRole('tab', { name: 'Buscar por DNI' }).click()
    await context.setOffline(true)
    await page.getByLabel('Número de documento').fill(activo.persona.documento)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(
      page.getByText(
        'Sin conexión: este dispositivo todavía no tiene la lista de socios guardada, así que no ' +
          'se puede buscar. Se descarga sola cuando vuelva la conexión.',
      ),
    ).toBeVisible()
  })

  test.describe('online', () => {
    // An unknown DNI is a 404 of the search, which the browser logs.
    test.use({ allowedConsoleErrors: [/404 \(Not Found\).*\/api\/gate\/socio/] })

    test('an unknown DNI stays as a result; a pending member says why', async ({
      page,
      expectAccessible,
    }) => {
      await signIn(page, DEMO_ADMIN)
      await page.goto('/admin/control')
      await page.getByRole('tab', { name: 'Buscar por DNI' }).click()
      const dni = page.getByLabel('Número de documento')
      await dni.fill('11111111')
      await page.getByRole('button', { name: 'Buscar' }).click()
      const result = page.getByRole('region', { name: 'Resultado' })
      await expect(result.getByText('No se encontró el socio')).toBeVisible()
      await expect(result.getByText('DNI buscado: 11.111.111')).toBeVisible()
      await expect(dni).toHaveValue('11111111')
      await expectAccessible(page)
      // The toasts here last 3 s; this result stays.
      await page.waitForTimeout(4_000)
      await expect(result.getByText('No se encontró el socio')).toBeVisible()
      await page.getByRole('button', { name: 'Realizar Nueva Búsqueda' }).click()
      await expect(result).toHaveCount(0)
      await expect(dni).toHaveValue('')
      await expect(dni).toBeFocused()

      await dni.fill(pendiente.persona.documento)
      await dni.press('Enter')
      await expect(result.getByText('Socio Inactivo')).toBeVisible()
      await expect(result.getByText('Alta pendiente de aprobación')).toBeVisible()
      await expect(result.getByText(/lista guardada/)).toHaveCount(0)
    })
  })
})
