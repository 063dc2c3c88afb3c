import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

const PALABRA_LARGA = 'Supercalifragilísticoespialidoso'.repeat(3)
const at = '2026-11-10T14:05:00.000Z'
const actor = { id: 4, email: 'secretaria.de.la.comision.directiva@clubsantarosa.com.ar' }

/** A page of the log as the server answers it, with what used to leak: cents, ids, algorithms. */
const REGISTRO = {
  items: [
    {
      id: 3,
      at,
      actor,
      ip: '203.0.113.7',
      accion: 'pago',
      detalle: {
        pago: 123,
        socio: 31,
        cuotas: [801],
        importe: 4_500_000,
        medio: 'efectivo',
        periodos: ['2026-11'],
      },
      socio: { id: 31, nombre: 'Pérez, Ana' },
    },
    {
      id: 2,
      at,
      actor,
      ip: '203.0.113.7',
      accion: 'dispositivo-registrado',
      detalle: { socio: 31, dispositivo: 9, nombre: 'iPhone de Ana', alg: 'Ed25519' },
      socio: { id: 31, nombre: 'Pérez, Ana' },
    },
    {
      id: 1,
      at,
      actor,
      ip: '2001:db8:85a3::8a2e:370:7334',
      accion: 'push-enviado',
      detalle: {
        audience: 'activos',
        title: PALABRA_LARGA,
        enviados: 3,
        fallidos: 0,
        eliminados: 0,
      },
    },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
}

const ENVIOS = {
  items: [
    {
      id: 1,
      at,
      audience: 'activos',
      title: 'Convocatoria a Asamblea General Extraordinaria: renovación de autoridades',
      email: actor.email,
      enviados: 1234,
      fallidos: 12,
      eliminados: 3,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
}

/**
 * The table's box scrolls sideways within the page, every column reachable in it, and the
 * keyboard scrolls it; no cell's text runs out of its cell.
 */
async function expectScrollsSideways(page: Page, box: Locator, lastColumn: string) {
  const sizes = await box.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    table: el.querySelector('table')!.getBoundingClientRect().width,
    overflowingCells: [...el.querySelectorAll('td')].filter(
      (cell) => cell.scrollWidth > cell.clientWidth + 1,
    ).length,
  }))
  expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth)
  expect(sizes.table).toBeLessThanOrEqual(sizes.scrollWidth + 1)
  expect(sizes.overflowingCells).toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await box.focus()
  await expect(box).toBeFocused()
  const header = box.getByRole('columnheader', { name: lastColumn })
  await expect(header).not.toBeInViewport({ ratio: 0.95 })
  const atTheEnd = () => box.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)
  for (let i = 0; i < 100 && !(await atTheEnd()); i++) await page.keyboard.press('ArrowRight')
  expect(await atTheEnd()).toBe(true)
  await expect(header).toBeInViewport({ ratio: 0.95 })
}

test.use({ viewport: { width: 390, height: 844 } })

test('on a phone the activity log reads as a secretary would, and its table scrolls', async ({
  page,
  expectAccessible,
}) => {
  await page.route(/\/api\/auditoria(\?|$)/, (route) =>
    route.fulfill({ json: { success: true, response: REGISTRO } }),
  )
  await openAs(page, DEMO_ADMIN, '/admin/registro-actividad')
  const box = page.getByRole('region', { name: 'Tabla del registro de actividad' })
  const filas = box.getByRole('row')
  await expect(filas).toHaveCount(4)
  await expect(filas.nth(1)).toContainText(
    'Recibo N° 000123 · Pérez, Ana (Socio #31) · Importe $\u00a045.000,00 · Efectivo · Cuota noviembre 2026',
  )
  await expect(filas.nth(2)).toContainText('Dispositivo «iPhone de Ana» · Pérez, Ana (Socio #31)')
  await expect(filas.nth(3)).toContainText('Para: Socios activos')
  await expect(box).not.toContainText(/importe:|socio:|alg|Ed25519|4500000/)

  await expectScrollsSideways(page, box, 'Dirección IP')
  await expectAccessible(page)
})

test("on a phone 'Historial de envíos' scrolls sideways instead of clipping its columns", async ({
  page,
  expectAccessible,
}) => {
  await page.route(/\/api\/push\/envios(\?|$)/, (route) =>
    route.fulfill({ json: { success: true, response: ENVIOS } }),
  )
  await openAs(page, DEMO_ADMIN, '/admin/notificaciones')
  const box = page.getByRole('region', { name: 'Tabla del historial de envíos' })
  await expect(box.getByRole('row')).toHaveCount(2)
  await box.scrollIntoViewIfNeeded()
  await expectScrollsSideways(page, box, 'Eliminadas')
  await expectAccessible(page)
})
