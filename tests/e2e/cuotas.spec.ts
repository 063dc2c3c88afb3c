import type { Page } from '@playwright/test'
import { nombrePeriodo } from '../../src/domain/cuotas/cuotas'
import { periodoActual } from '../../src/domain/cuotas/cuotas'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, DEMO_MEMBER, openAs, signIn } from '../support/sign-in'
import { waitForWorker } from '../support/service-worker'

const ACTUAL = periodoActual()

/** 'noviembre 2026' → 'Noviembre 2026', as a cuota's heading reads. */
const titulo = (periodo: string) => {
  const nombre = nombrePeriodo(periodo)
  return nombre.charAt(0).toUpperCase() + nombre.slice(1)
}

/** The period after `periodo`: generating it makes nobody late today. */
function siguiente(periodo: string): string {
  const [anio, mes] = periodo.split('-').map(Number) as [number, number]
  return mes === 12 ? `${anio + 1}-01` : `${anio}-${String(mes + 1).padStart(2, '0')}`
}

/** The member's card of one period on 'Estado de Cuotas'. */
const cuotaDe = (page: Page, periodo: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titulo(periodo) }) })

/** The demo member's number, as their account page shows it. */
async function demoSocioId(page: Page): Promise<number> {
  const text = await page.getByText(/^Socio #\d+$/).textContent()
  return Number(text!.replace('Socio #', ''))
}

/** Leaves the session, as at a shared desk, so the next person signs in on this page. */
async function salir(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión', exact: true }).click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cerrar Sesión', exact: true }),
  ).toHaveCount(0)
}

test.describe('paying at the desk', () => {
  // The wrong amount's 400, which the test provokes on purpose.
  test.use({ allowedConsoleErrors: [/status of 400 .*\/api\/cuotas\/pagos\)$/] })

  test('the member sees a pending cuota, the desk records the payment, the member opens the receipt', async ({
    page,
    context,
    expectAccessible,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page, DEMO_MEMBER)
    const socioId = await demoSocioId(page)
    await page
      .getByRole('navigation', { name: 'Mi cuenta' })
      .getByRole('link', {
        name: 'Estado de Cuotas',
      })
      .click()
    await expect(page).toHaveURL(/\/cuenta\/cuotas$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Estado de Cuotas' })).toBeVisible()
    // The demo seed leaves this month's cuota unpaid; past its due day it reads 'Vencida'.
    const actual = cuotaDe(page, ACTUAL)
    await expect(actual.getByText(/^\W*(Pendiente|Vencida)$/)).toBeVisible()
    await expect(actual.getByText(/^Vence$/)).toBeVisible()
    await expect(page.getByText('Total adeudado')).toBeVisible()
    await expect(page.getByText('Total adeudado').locator('..')).not.toContainText('$\u00a00,00')

    // How to pay, from the club's settings: the CBU's button says it copied.
    await expect(page.getByRole('heading', { name: 'Cómo pagar' })).toBeVisible()
    const copiar = page.getByRole('button', { name: 'Copiar CBU' })
    await copiar.click()
    await expect(copiar).toHaveText('Copiado')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{22}$/)
    await expectAccessible(page)

    // The desk records the payment on the member's detail.
    await salir(page)
    await openAs(page, DEMO_ADMIN, `/admin/socios/${socioId}`)
    const seccion = page.getByRole('region', { name: 'Cuotas' })
    const fila = seccion.getByRole('row').filter({ hasText: nombrePeriodo(ACTUAL) })
    await expect(fila.getByText(/^\W*(Pendiente|Vencida)$/)).toBeVisible()
    await seccion.getByRole('button', { name: 'Registrar pago' }).click()
    const dialog = page.getByRole('dialog', { name: 'Registrar pago' })
    // Every pending cuota comes chosen; this test pays this month's only.
    for (const check of await dialog.getByRole('checkbox').all()) {
      const label = (await check.locator('..').textContent()) ?? ''
      await expect(check).toBeChecked()
      if (!label.startsWith(nombrePeriodo(ACTUAL))) await check.uncheck()
    }
    const importe = dialog.getByLabel('Importe ($)')
    const debe = await importe.inputValue()
    expect(debe).toMatch(/^[\d.]+,\d\d$/)
    await expectAccessible(page)

    // A wrong amount: the server's message, as it comes.
    await importe.fill('1,00')
    await dialog.getByRole('button', { name: 'Registrar pago' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      `El importe debe ser $\u00a0${debe}: lo que deben las cuotas elegidas`,
    )
    await importe.fill(debe)
    await dialog.getByLabel('Medio de pago').selectOption({ label: 'Efectivo' })
    await dialog.getByRole('button', { name: 'Registrar pago' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText(/^Pago registrado: recibo N° \d{6}$/)).toBeVisible()
    await expect(fila.getByText(/^\W*Pagada$/)).toBeVisible()
    const enlace = seccion.getByRole('link', { name: /^Ver recibo N° \d{6}$/ })
    const numero = (await enlace.textContent())!.replace('Ver recibo N° ', '')
    await enlace.click()
    await expect(page.getByRole('heading', { name: `Recibo N° ${numero}` })).toBeVisible()
    await expect(page.getByText('Registrado por')).toBeVisible()
    await expectAccessible(page)

    // The member sees it paid, and opens the receipt.
    await salir(page)
    await openAs(page, DEMO_MEMBER, '/cuenta/cuotas')
    await expect(actual.getByText(/^\W*Pagada$/)).toBeVisible()
    await expect(actual).toContainText('(Efectivo)')
    await actual.getByRole('link', { name: new RegExp(`^Ver recibo N° ${numero}`) }).click()
    await expect(page).toHaveURL(new RegExp(`/cuenta/cuotas/recibo/${Number(numero)}$`))
    const recibo = page.getByRole('article', { name: `Recibo N° ${numero}` })
    await expect(recibo).toContainText('Club Social y Deportivo Santa Rosa')
    await expect(recibo).toContainText(/Fecha: \d\d\/\d\d\/\d{4}/)
    await expect(recibo).toContainText('Ferreyra, Julián')
    await expect(recibo.getByRole('row', { name: new RegExp(titulo(ACTUAL)) })).toContainText(
      `$\u00a0${debe}`,
    )
    await expect(recibo.getByRole('row', { name: /^Total/ })).toContainText(`$\u00a0${debe}`)
    await expect(recibo).toContainText('Efectivo')
    await expect(recibo).toContainText('Marta Quiroga')
    await expectAccessible(page)

    // 'Imprimir' prints; printed, the receipt stands alone.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-impreso', '1')
    })
    await page.getByRole('button', { name: 'Imprimir' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-impreso', '1')
    await page.emulateMedia({ media: 'print' })
    await expect(recibo).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Mi cuenta' })).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden()
  })
})

test.describe('without connection', () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] })

  test("the member's cuotas open again offline, from the kept cache", async ({ page, context }) => {
    await openAs(page, DEMO_MEMBER, '/cuenta/cuotas')
    await expect(cuotaDe(page, ACTUAL)).toBeVisible()
    await waitForWorker(page)
    // The persister writes a moment after each change: wait until the list is in IndexedDB.
    await expect.poll(() => persistedKeys(page)).toContain('cuotas')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Estado de Cuotas' })).toBeVisible()
    await expect(cuotaDe(page, ACTUAL)).toBeVisible()
    await expect(page.getByText(/^Datos actualizados el /)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cómo pagar' })).toBeVisible()
  })
})

/** The first key part of each query the persisted cache holds in IndexedDB. */
function persistedKeys(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const read = open.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('club-query-cache')
          read.onerror = () => resolve([])
          read.onsuccess = () => {
            type Cache = { clientState?: { queries: { queryKey: unknown[] }[] } }
            const queries = (read.result as Cache | undefined)?.clientState?.queries ?? []
            resolve(queries.map((q) => String(q.queryKey[0])))
          }
        }
      }),
  )
}

test('an administrator generates next month and sees its totals and the debtors', async ({
  page,
  expectAccessible,
}) => {
  const periodo = siguiente(ACTUAL)
  await openAs(page, DEMO_ADMIN, '/admin/menu')
  await page.getByRole('link', { name: /^Cuotas/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cuotas' })).toBeVisible()
  await expect(page).toHaveTitle(/^Cuotas · /)
  // The month starts at the current one, and so do the totals.
  await expect(page.getByLabel('Período')).toHaveValue(ACTUAL)
  await expect(
    page.getByRole('heading', { name: `Resumen de ${nombrePeriodo(ACTUAL)}` }),
  ).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Período').fill(periodo)
  const resumen = page.getByRole('region', { name: `Resumen de ${nombrePeriodo(periodo)}` })
  const dato = (label: string) =>
    resumen.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')
  await expect(dato('Cuotas')).toHaveText('0')
  await page.getByRole('button', { name: 'Generar cuotas' }).click()
  const confirmar = page.getByRole('alertdialog', { name: 'Generar cuotas' })
  await expect(confirmar).toContainText(nombrePeriodo(periodo))
  await confirmar.getByRole('button', { name: 'Generar' }).click()
  const resultado = page.getByText(/^Se generaron [\d.]+ cuotas$/)
  await expect(resultado).toBeVisible()
  const creadas = (await resultado.textContent())!.replace(/\D/g, '')

  // The period's totals: every cuota pending, nothing collected yet.
  await expect(dato('Cuotas')).toHaveText(Number(creadas).toLocaleString('es-AR'))
  await expect(dato('Pendientes')).toHaveText(Number(creadas).toLocaleString('es-AR'))
  await expect(dato('Cobrado')).toHaveText('$\u00a00,00')
  await expect(dato('Facturado')).not.toHaveText('$\u00a00,00')
  await expect(page).toHaveURL(new RegExp(`periodo=${periodo}`))

  // Twice is harmless: nothing new.
  await page.getByRole('button', { name: 'Generar cuotas' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Generar' }).click()
  await expect(page.getByText('No había cuotas nuevas para generar')).toBeVisible()
  await expectAccessible(page)

  // The debtors: filters in the address, each opens the member.
  const deudores = page.getByRole('region', { name: 'Deudores' })
  await expect(deudores.getByText(/^[\d.]+ socios? con cuotas vencidas$/)).toBeVisible()
  await deudores.getByLabel('Mínimo de cuotas vencidas').selectOption('1')
  await expect(page).toHaveURL(/minimo=1/)
  // The demo seed leaves some members behind: the first opens their detail, and back.
  const primero = deudores.getByRole('row').nth(1).getByRole('link')
  const nombre = (await primero.textContent())!
  await primero.click()
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Cuotas' })
      .getByText(/Vencida/)
      .first(),
  ).toBeVisible()
  await page.goBack()
  await deudores.getByLabel('Buscar socio').fill('zzzzqqq')
  await expect(
    deudores.getByText('No hay socios con cuotas vencidas con los filtros aplicados'),
  ).toBeVisible()
  await expect(page).toHaveURL(/search=zzzzqqq/)
})

test("the member list's 'Cuota' column: shown on demand, remembered on the device", async ({
  page,
  expectAccessible,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/socios')
  await expect(page.getByRole('heading', { name: 'Gestión de Socios' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Cuota' })).toHaveCount(0)
  await page.getByLabel('Mostrar cuota').check()
  await expect(page.getByRole('columnheader', { name: 'Cuota' })).toBeVisible()
  const celdas = page.locator('tbody tr td:nth-child(3)')
  await expect(celdas).toHaveCount(10)
  for (const text of await celdas.allTextContents()) expect(text).toMatch(/^\W*(Al día|Debe \d+)$/)
  await expectAccessible(page)

  await page.reload()
  await expect(page.getByLabel('Mostrar cuota')).toBeChecked()
  await expect(page.getByRole('columnheader', { name: 'Cuota' })).toBeVisible()
  await page.getByLabel('Mostrar cuota').uncheck()
  await expect(page.getByRole('columnheader', { name: 'Cuota' })).toHaveCount(0)
})
