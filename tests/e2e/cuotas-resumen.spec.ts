import type { Page } from '@playwright/test'
import { nombrePeriodo, periodoActual } from '../../src/domain/cuotas/cuotas'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

/** A big club's month, in centavos: the longest amounts the summary has to fit. */
const RESUMEN = {
  periodo: periodoActual(),
  cuotas: 12_345,
  pagadas: 4_321,
  pendientes: 8_000,
  anuladas: 24,
  facturado: 12_345_678_900,
  cobrado: 4_567_890_100,
  adeudado: 7_777_788_800,
}

type Box = { left: number; right: number; top: number; bottom: number }

/**
 * Where the three amounts' text is drawn (not their boxes, which the text may overflow),
 * and the card's content box (inside its padding).
 */
async function layout(page: Page) {
  const card = page.getByRole('region', { name: `Resumen de ${nombrePeriodo(RESUMEN.periodo)}` })
  await expect(card.getByText('$\u00a0123.456.789,00')).toBeVisible({ timeout: 15_000 })
  return card.evaluate((section) => {
    const style = getComputedStyle(section)
    const rect = section.getBoundingClientRect()
    const inner = {
      left: rect.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
      right: rect.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
      top: rect.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop),
      bottom: rect.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom),
    }
    const amounts = ['Facturado', 'Cobrado', 'Adeudado'].map((label) => {
      const dt = [...section.querySelectorAll('dt')].find((el) => el.textContent === label)!
      const range = document.createRange()
      range.selectNodeContents(dt.nextElementSibling!)
      const { left, right, top, bottom } = range.getBoundingClientRect()
      return { label, box: { left, right, top, bottom } }
    })
    return { padding: inner.left - rect.left, inner, amounts }
  })
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the period's three amounts stand apart inside the card at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.route(/\/api\/cuotas\/resumen\?/, (route) =>
      route.fulfill({ json: { success: true, response: RESUMEN } }),
    )
    await openAs(page, DEMO_ADMIN, '/admin/cuotas')
    const { padding, inner, amounts } = await layout(page)
    expect(padding).toBeGreaterThanOrEqual(12)
    for (const { label, box } of amounts) {
      expect(box.left, `${label}: dentro de la tarjeta`).toBeGreaterThanOrEqual(inner.left)
      expect(box.right, `${label}: dentro de la tarjeta`).toBeLessThanOrEqual(inner.right)
    }
    for (const [i, a] of amounts.entries()) {
      for (const b of amounts.slice(i + 1)) {
        expect(overlap(a.box, b.box), `${a.label} y ${b.label} no se tocan`).toBe(false)
      }
    }
    // Nothing reads past the card either: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )
  })
}
